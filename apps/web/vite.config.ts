import react from "@vitejs/plugin-react";
import { defineConfig, type PluginOption } from "vite";

/** The Fastify server serves the API, the WebSocket and uploads; in development Vite proxies to it. */
const apiTarget = "http://127.0.0.1:3000";

export default defineConfig({
  // The workspace root also holds a newer Vite (for Vitest) whose plugin types differ from this
  // app's Vite; the plugin works with both, so only the type needs bridging.
  plugins: [react() as unknown as PluginOption],
  server: {
    port: 5173,
    proxy: {
      "/api": apiTarget,
      "/ws": { target: apiTarget, ws: true },
      "/uploads": apiTarget,
      "/dev": apiTarget,
    },
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    // Lets the benchmark measure what a first visit of a route downloads.
    manifest: true,
    target: "es2022",
  },
});
