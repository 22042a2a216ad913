import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [reactRouter()],
  server: { port: 5173 },
  build: { assetsInlineLimit: 0 },
  // A member's workbench page is rendered on the server with its data (tables, tooltips, pickers):
  // antd and its rc-component parts are bundled into the server build, whose interop of their
  // CommonJS modules gives the components themselves (Node's own import gives some as a module object).
  // The icons' ES modules import their SVG data without file extensions, which Node's own ESM loader
  // refuses: bundled too, so the compiled server runs on plain Node.
  ssr: { noExternal: ['antd', /^@rc-component\//, /^@ant-design\/icons/] },
});
