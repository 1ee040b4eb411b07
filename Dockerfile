# syntax=docker/dockerfile:1
# Tabi Tours as one image: the API server with the built web app. See docs/deployment.md.
#
#   docker build -t tabi-tours .
#   docker run --init -p 5200:5200 -v tabi-data:/app/data tabi-tours      # alone, embedded PostgreSQL
#   deploy/compose.yaml: two of them behind Caddy, on PostgreSQL and Redis
#
# Stages: `tools` (Node and the npm the lockfile was written with), `build` (every dependency, the
# sources, `npm run build`), `deps` (production dependencies only) and the runtime image, which gets
# node_modules from `deps` and the built app from `build`, nothing else.

ARG NODE_IMAGE=node:20-bookworm-slim

FROM ${NODE_IMAGE} AS tools
WORKDIR /app
# package.json asks for npm 11 (its `allowScripts` approves the install scripts that must run).
RUN npm install -g npm@11 --no-audit --no-fund
# Every workspace's package.json: npm resolves the workspaces and the lockfile with them.
COPY package.json package-lock.json ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/contracts/package.json packages/contracts/
COPY packages/demo-catalog/package.json packages/demo-catalog/
COPY packages/site-content/package.json packages/site-content/
COPY bench/package.json bench/

FROM tools AS build
RUN npm ci --no-audit --no-fund
COPY . .
# apps/web/dist (the single-page app), apps/web/dist-ssr (its page renderer) and apps/server/dist
# (main.js with our code and packages/* bundled in, and the migrations beside it).
RUN npm run build

FROM tools AS deps
# What the two builds load at run time: the server's dependencies (esbuild leaves npm packages
# external) and the web app's (the page renderer imports react, react-router, ...). packages/* are
# bundled into both, so they are not needed; neither is bench.
RUN npm ci --omit=dev --no-audit --no-fund --workspace @tabi/server --workspace @tabi/web

FROM ${NODE_IMAGE}
WORKDIR /app
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=5200 \
    DATA_DIR=/app/data
# The workspaces' package.json files say "type": "module" for main.js and entry-server.js. The links
# node_modules/@tabi/* point at workspace folders left out here: nothing imports them at run time.
COPY --from=deps /app/package.json /app/package-lock.json ./
COPY --from=deps /app/node_modules ./node_modules
COPY --from=deps /app/apps/server/package.json apps/server/
COPY --from=deps /app/apps/web/package.json apps/web/
# The server finds the web build at ../../web/dist from apps/server/dist/main.js (platform/web-app.ts),
# the page renderer beside it in ../dist-ssr, and its migrations in apps/server/dist/migrations.
COPY --from=build /app/apps/server/dist apps/server/dist
COPY --from=build /app/apps/web/dist apps/web/dist
COPY --from=build /app/apps/web/dist-ssr apps/web/dist-ssr
# DATA_DIR: the embedded PostgreSQL when DATABASE_URL is unset, and backups. Owned by the runtime user.
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 5200
# The health route answers 503 while the database is away and from the moment a shutdown begins.
# The first start migrates (and, embedded, creates the cluster and seeds the demo): give it time.
HEALTHCHECK --interval=10s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||5200)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# main.ts drains on SIGTERM (SHUTDOWN_DRAIN_MS), then closes the server and the database and exits 0.
STOPSIGNAL SIGTERM
# node itself, not `npm start`: the signals reach the server, and nothing is built at start.
CMD ["node", "apps/server/dist/main.js"]
