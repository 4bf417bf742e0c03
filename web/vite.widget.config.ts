import { defineConfig } from "vite";
import preact from "@preact/preset-vite";

// The embeddable widget: web/dist/widget.js, a small loader at a fixed URL, and the widget's code (Preact and the
// styles inside) in content-hashed chunks under web/dist/assets/widget/, the variant player in a chunk of its own
// that only a variant widget fetches. Written after the site's build into the same folder.
export default defineConfig({
  root: import.meta.dirname,
  plugins: [preact()],
  publicDir: false,
  build: {
    outDir: "dist",
    emptyOutDir: false,
    minify: true,
    lib: { entry: "widget/loader.ts", formats: ["es"], fileName: () => "widget.js" },
    rollupOptions: { output: { chunkFileNames: "assets/widget/[name]-[hash].js" } },
  },
});
