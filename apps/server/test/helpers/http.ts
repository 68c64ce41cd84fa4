/** A tiny HTTP client for tests: real requests, one cookie jar, JSON in and out. */
export class TestClient {
  readonly baseUrl: string;
  private readonly extraHeaders: Record<string, string>;
  private readonly cookies: Map<string, string>;

  constructor(baseUrl: string, extraHeaders: Record<string, string> = {}, cookies = new Map<string, string>()) {
    this.baseUrl = baseUrl;
    this.extraHeaders = extraHeaders;
    this.cookies = cookies;
  }

  /** The cookie header this client sends, for requests made without it (streams). */
  cookieHeader(): Record<string, string> {
    return { cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ") };
  }

  /** The same browser (same cookies) talking to another server address, as after a restart. */
  pointedAt(baseUrl: string): TestClient {
    return new TestClient(baseUrl, this.extraHeaders, this.cookies);
  }

  async request(method: string, path: string, options: { json?: unknown; form?: FormData; headers?: Record<string, string> } = {}) {
    const headers: Record<string, string> = { origin: this.baseUrl, ...this.extraHeaders, ...options.headers };
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
    if (options.json !== undefined) headers["content-type"] = "application/json";
    const response = await fetch(new URL(path, this.baseUrl), {
      method,
      headers,
      body: options.form ?? (options.json === undefined ? undefined : JSON.stringify(options.json)),
      redirect: "manual",
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ""] = cookie.split(";");
      const index = pair.indexOf("=");
      const name = pair.slice(0, index);
      const value = pair.slice(index + 1);
      if (value === "" || /max-age=0/i.test(cookie)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await response.text();
    let body: unknown = text;
    if (response.headers.get("content-type")?.includes("application/json") && text) body = JSON.parse(text);
    return { status: response.status, headers: response.headers, body: body as Record<string, any> };
  }

  get = (path: string, headers?: Record<string, string>) => this.request("GET", path, { headers });
  /** Uploads one file as multipart/form-data in the field `file`, as the web app does. */
  upload = (fileName: string, content: Uint8Array, type = "application/octet-stream") => {
    const form = new FormData();
    form.append("file", new Blob([Buffer.from(content)], { type }), fileName);
    return this.request("POST", "/api/v1/assets", { form });
  };
  post = (path: string, json?: unknown, headers?: Record<string, string>) => this.request("POST", path, { json, headers });

  async signUp(email: string, password = "correct-horse-1", name = "Test User") {
    const response = await this.post("/api/auth/sign-up/email", { email, password, name });
    if (response.status !== 200) throw new Error(`Sign-up failed: ${response.status} ${JSON.stringify(response.body)}`);
    return response.body.user as { id: string; email: string };
  }

  async identityToken(): Promise<string> {
    const response = await this.post("/api/v1/auth/identity-token");
    if (response.status !== 200) throw new Error(`Identity token failed: ${response.status}`);
    return response.body.data.token as string;
  }
}
