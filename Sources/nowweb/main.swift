print("nowweb")
