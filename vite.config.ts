import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import { imagePipeline } from "./app/images/pipeline.ts";

export default defineConfig({
  // The provider's photographs become AVIF and WebP at several widths (app/images/pipeline.ts, README "Photographs").
  plugins: [imagePipeline(fileURLToPath(new URL("./app/images/photographs", import.meta.url))), tailwindcss(), reactRouter()],
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  build: {
    // Inlined assets would need a CSP exception; keep every asset a hashed file.
    assetsInlineLimit: 0,
  },
});
