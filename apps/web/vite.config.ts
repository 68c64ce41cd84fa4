import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [react()],
  // Hashed files live under /_app/, so no app route (such as /assets/:assetId) can collide with them.
  build: { outDir: "dist", assetsDir: "_app", sourcemap: true, chunkSizeWarningLimit: 900 },
  server: { proxy: { "/api": "http://127.0.0.1:3000", "/app-config.js": "http://127.0.0.1:3000", "/fonts": "http://127.0.0.1:3000" } },
});
