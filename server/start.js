// Entry point of the production server. Plain JavaScript in syntax every Node version can parse, so that an old Node
// reaches the version check below and says what is wrong instead of failing on TypeScript or a native module.
// 24.7 brought Argon2id to node:crypto, which staff passwords are hashed with.
const [major, minor] = process.versions.node.split(".").map(Number);
if (major < 24 || (major === 24 && minor < 7)) {
  console.error(
    "This site needs Node.js 24.7 or newer (Node " +
      process.versions.node +
      " is running).\n" +
      "Start it through npm (`npm start`), which uses the project's own Node 24 from node_modules.",
  );
  process.exit(1);
}
await import("#server/app-server.ts");
