// Entry point of the production server. Plain JavaScript in syntax every Node version can parse, so that an old Node
// reaches the version check below and says what is wrong instead of failing on TypeScript or a native module.
const [major] = process.versions.node.split(".").map(Number);
if (major < 22) {
  console.error(
    "This site needs Node.js 22 or newer (Node " + process.versions.node + " is running).\n" +
      "Start it through npm (`npm start`), which uses the project's own Node 24 from node_modules.",
  );
  process.exit(1);
}
await import("./app-server.ts");
