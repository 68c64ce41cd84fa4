// Runs in the sign-in popup after the provider sent it back: tell the opener (same origin only) and close.
(function () {
  var error = new URLSearchParams(location.search).get("error");
  if (window.opener && !window.opener.closed) {
    window.opener.postMessage({ type: "framewise:popup-done", error: error }, location.origin);
    window.close();
  } else {
    location.replace("/");
  }
})();
