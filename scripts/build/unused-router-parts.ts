// Vite build plugin (decision 092): lets the bundler drop the parts of React Router the app
// never uses. Its build names each component and context at the top level
// (`Link.displayName = "Link"`) and makes them with `React.forwardRef(…)` calls it does not
// mark pure; both count as side effects, so NavLink, Form, fetchers and the framework
// mode's prefetching shipped in every page's first script (about 2 KiB gzipped). The names
// only serve React's developer tools, which a production build does not feed.
import type { Plugin } from "vite";

const displayNames = /^[A-Za-z0-9_$]+\.displayName = "[^"\n]*";$/gm;
const reactFactories = /\b(React\d*\.(?:forwardRef|createContext|memo))\(/g;

export function unusedRouterParts(): Plugin {
  return {
    name: "coastal:unused-router-parts",
    apply: "build",
    transform(code, id) {
      if (!/[\\/]node_modules[\\/]react-router[\\/]dist[\\/]/.test(id)) return null;
      return {
        code: code.replace(displayNames, "").replace(reactFactories, "/* @__PURE__ */ $1("),
        map: null,
      };
    },
  };
}
