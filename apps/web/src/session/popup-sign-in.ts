import { authClient, unwrap } from "./auth-client";

const POPUP_DONE_PATH = "/auth/popup-done.html";
export const POPUP_MESSAGE_TYPE = "framewise:popup-done";

/**
 * Signs in with an OpenID provider in a popup. The popup opens synchronously in the click (so
 * blockers allow it), is pointed at the provider, and reports back by postMessage from our own
 * origin; messages from any other origin or window are ignored.
 */
export async function signInInPopup(providerId: string): Promise<void> {
  const popup = window.open("about:blank", "framewise-sign-in", "popup,width=480,height=680");
  if (!popup) throw new Error("Your browser blocked the sign-in window. Allow pop-ups for this site and try again.");
  try {
    const { url } = unwrap(
      await authClient.signIn.social({
        provider: providerId,
        callbackURL: POPUP_DONE_PATH,
        errorCallbackURL: POPUP_DONE_PATH,
        disableRedirect: true,
      }),
    ) as { url: string };
    popup.location.href = url;
  } catch (error) {
    popup.close();
    throw error;
  }
  await waitForPopup(popup);
}

function waitForPopup(popup: Window): Promise<void> {
  return new Promise((resolve, reject) => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== location.origin || event.source !== popup) return;
      const data = event.data as { type?: string; error?: string | null };
      if (data?.type !== POPUP_MESSAGE_TYPE) return;
      finish();
      if (data.error) reject(new Error(`Sign-in failed: ${data.error}`));
      else resolve();
    };
    const closedCheck = setInterval(() => {
      if (!popup.closed) return;
      // Give a message posted just before closing a moment to arrive.
      setTimeout(() => {
        finish();
        reject(new Error("The sign-in window was closed before sign-in finished."));
      }, 300);
      clearInterval(closedCheck);
    }, 400);
    const finish = () => {
      window.removeEventListener("message", onMessage);
      clearInterval(closedCheck);
    };
    window.addEventListener("message", onMessage);
  });
}
