import { defineConfig } from "vite";
import preact from "@preact/preset-vite";

// The embeddable widget as one self-contained ES module, web/dist/widget.js (Preact and the styles inside), written
// after the site's build into the same folder.
export default defineConfig({
  root: import.meta.dirname,
  plugins: [preact()],
  publicDir: false,
  build: {
    outDir: "dist",
    emptyOutDir: false,
    minify: true,
    lib: { entry: "widget/register.ts", formats: ["es"], fileName: () => "widget.js" },
  },
});
