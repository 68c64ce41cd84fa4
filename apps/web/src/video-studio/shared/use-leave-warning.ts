import { useEffect } from "react";
import { useBlocker } from "react-router";

const QUESTION = "Some edits are not saved yet. Leave anyway and lose them?";

/** Asks before the person leaves with edits not saved yet: closing or reloading the tab, or going to another screen. */
export function useLeaveWarning(unsaved: boolean) {
  useUnloadWarning(unsaved);
  const blocker = useBlocker(unsaved);
  useEffect(() => {
    if (blocker.state !== "blocked") return;
    if (window.confirm(QUESTION)) blocker.proceed();
    else blocker.reset();
  }, [blocker]);
}

/** The browser's own question when the tab is closed or reloaded while edits are not saved yet. */
export function useUnloadWarning(unsaved: boolean) {
  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [unsaved]);
}
