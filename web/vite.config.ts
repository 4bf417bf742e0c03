import { defineConfig } from "vite";
import preact from "@preact/preset-vite";

export default defineConfig({
  root: import.meta.dirname,
  plugins: [preact()],
  build: {
    outDir: "dist",
    emptyOutDir: true,
    // The site, and /embed: the widget alone on a page for hosts that allow frames but not scripts.
    rollupOptions: { input: { main: `${import.meta.dirname}/index.html`, embed: `${import.meta.dirname}/embed.html` } },
  },
  server: { proxy: { "/api": "http://127.0.0.1:8787" } },
});
