import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import { imagePipeline } from "#app/images/pipeline.server.ts";
import { clientChunkGroups } from "#scripts/lib/client-chunks.ts";

export default defineConfig(({ isSsrBuild }) => ({
  // The provider's photographs become AVIF and WebP at several widths (app/images/pipeline.server.ts, README "Photographs").
  plugins: [
    imagePipeline(fileURLToPath(new URL("./app/images/photographs", import.meta.url))),
    tailwindcss(),
    reactRouter(),
  ],
  build: {
    // Inlined assets would need a CSP exception; keep every asset a hashed file.
    assetsInlineLimit: 0,
    // Few, larger files for the browser (scripts/lib/client-chunks.ts); the server bundle is one file anyway.
    rolldownOptions: isSsrBuild ? {} : { output: { codeSplitting: { groups: clientChunkGroups } } },
  },
}));
