function popUpSignInCompletion(redirect, state, user, instance) {
  if (redirect !== null) { location.replace(redirect); return; }
  if (window.opener) { window.opener.postMessage({ type: 'nowweb-idp', state: state, user: user }, instance); }
  window.close();
}
