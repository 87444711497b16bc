# Dealgrow in containers (docs/deploy.md). Two images from one build:
#   docker build -t dealgrow-api .                  # the API (the default, last stage): compiled server, production deps
#   docker build --target app -t dealgrow-app .     # the built app: static files and /config.js naming the API
# Both run as a non-root user. The server does not serve the app: the app is its own origin (docs/app.md), like
# `npm start` runs it (scripts/dev.mjs), and one app build runs against any API through /config.js.

ARG NODE_IMAGE=node:20-bookworm-slim

# --- pnpm, at the version package.json names -------------------------------------------------------------------
FROM ${NODE_IMAGE} AS pnpm
ENV CI=true PNPM_HOME=/pnpm PATH=/pnpm:$PATH
RUN npm install --global pnpm@10.34.9 && pnpm --version
WORKDIR /repo

# --- build: install the workspace, compile the server (tsup → dist), build the app (vite → dist) ------------------
FROM pnpm AS build
# The store is filled from the lockfile alone, so this layer is reused until the lockfile changes.
COPY pnpm-lock.yaml pnpm-workspace.yaml ./
RUN pnpm fetch --frozen-lockfile
COPY . .
RUN pnpm install --frozen-lockfile --offline
RUN pnpm --filter @dealgrow/server run build \
 && pnpm --filter @dealgrow/app run build
# The server alone with its production dependencies (no tsup, no tests' packages) in /out: package.json (its version is
# read at start), node_modules and the compiled dist/ (main.js, migrate.js, migrations/, assets/, the PGlite template).
# --legacy: the workspace does not inject its packages (pnpm 10); the versions are still the lockfile's.
RUN pnpm --filter @dealgrow/server deploy --prod --legacy /out \
 && rm -rf /out/src /out/test /out/tsconfig.json /out/tsup.config.ts

# --- app: the built app behind nginx, unprivileged (uid 101), port 8080 -------------------------------------------
FROM nginxinc/nginx-unprivileged:1.27-alpine AS app
# The image's entrypoint fills ${DEALGROW_API_URL} into the template at start (envsubst), so /config.js names the API.
ENV DEALGROW_API_URL=http://localhost:8787
COPY deploy/app-nginx.conf.template /etc/nginx/templates/default.conf.template
COPY --from=build /repo/packages/app/dist /usr/share/nginx/html
EXPOSE 8080
HEALTHCHECK --interval=15s --timeout=3s --start-period=10s --retries=3 \
  CMD ["wget", "-q", "-O", "/dev/null", "http://127.0.0.1:8080/config.js"]

# --- api: the compiled server on Node, non-root ----------------------------------------------------------------------
FROM ${NODE_IMAGE} AS api
# HOST: listen on every interface of the container (the server's default is loopback). DATA_DIR: the embedded PGlite's
# folder when no DATABASE_URL is given (a single process only); uploads and the outbox go beside it, in /data.
ENV NODE_ENV=production HOST=0.0.0.0 PORT=8787 DATA_DIR=/data/db
WORKDIR /app
# The files belong to root and are read-only for the process; only /data is its own. `node` is uid 1000 in this image.
COPY --from=build /out/package.json ./package.json
COPY --from=build /out/node_modules ./node_modules
COPY --from=build /out/dist ./dist
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 8787
# Liveness only (/health answers while the process runs); readiness is /ready, checked by the orchestrator.
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||8787)+'/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# The server handles SIGTERM itself (closes its sockets and database), so node may be PID 1.
CMD ["node", "--enable-source-maps", "dist/main.js"]
