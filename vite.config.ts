import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import { clientChunkGroups } from "./scripts/lib/client-chunks.ts";

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  build: {
    // Inlined assets would need a CSP exception; keep every asset a hashed file.
    assetsInlineLimit: 0,
    // Few, larger files for the browser (scripts/lib/client-chunks.ts); the server bundle is one file anyway.
    rolldownOptions: isSsrBuild ? {} : { output: { codeSplitting: { groups: clientChunkGroups } } },
  },
}));
