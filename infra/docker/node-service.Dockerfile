# One image recipe for the bff and every worker: build once, run the entrypoint given by SERVICE.
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json .npmrc tsconfig.base.json tsconfig.build.json ./
COPY services ./services
COPY bff ./bff
COPY frontend/package.json ./frontend/package.json
COPY infra/package.json ./infra/package.json
COPY tests/package.json ./tests/package.json
COPY tests/support/package.json ./tests/support/package.json
RUN npm ci --no-audit --no-fund
RUN npx tsc -b tsconfig.build.json
RUN npm prune --omit=dev

FROM node:24-bookworm-slim
ENV NODE_ENV=production
WORKDIR /app
COPY --from=build /app /app
ARG SERVICE=bff
ENV SERVICE_ENTRY=${SERVICE}
# The local document store's folder (STORAGE_DRIVER=local), owned by the user the service runs as
# so a volume mounted there starts writable.
RUN mkdir -p /app/.data/documents && chown -R node:node /app/.data
USER node
CMD ["sh", "-c", "exec node $SERVICE_ENTRY/dist/main.js"]
