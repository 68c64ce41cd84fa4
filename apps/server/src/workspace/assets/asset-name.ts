/**
 * A file name as people see it in the library: the last path segment only (a client may send
 * `../../etc/passwd` or `C:\\photos\\a.jpg`), control and bidirectional-override characters
 * dropped, Unicode kept (NFC), at most 200 characters. Storage never uses it as a path.
 */
export function cleanAssetName(declared: string | undefined): string {
  const lastSegment = (declared ?? "").split(/[/\\]/).pop() ?? "";
  const printable = lastSegment
    .normalize("NFC")
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g, "")
    .trim();
  const name = printable.replace(/^\.+/, "").slice(0, 200).trim();
  return name || "Untitled";
}
