print("nowweb-bench")
