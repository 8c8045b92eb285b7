FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY services/contracts ./services/contracts
COPY frontend ./frontend
COPY bff/package.json ./bff/package.json
COPY services/platform/package.json ./services/platform/package.json
COPY services/order-worker/package.json ./services/order-worker/package.json
COPY services/payment-webhook-worker/package.json ./services/payment-webhook-worker/package.json
COPY services/mailing-worker/package.json ./services/mailing-worker/package.json
COPY services/stripe-emulator/package.json ./services/stripe-emulator/package.json
COPY infra/package.json ./infra/package.json
COPY tests/package.json ./tests/package.json
RUN npm ci --no-audit --no-fund
ARG VITE_API_URL=http://localhost:3000
ARG VITE_STRIPE_PUBLISHABLE_KEY=pk_test_filebridge
ARG VITE_STRIPE_JS_URL=
ARG VITE_SITE_URL=
ENV VITE_API_URL=$VITE_API_URL VITE_STRIPE_PUBLISHABLE_KEY=$VITE_STRIPE_PUBLISHABLE_KEY VITE_STRIPE_JS_URL=$VITE_STRIPE_JS_URL VITE_SITE_URL=$VITE_SITE_URL
# The client bundle plus every public page pre-rendered to HTML (frontend/scripts/build.mjs).
RUN npm run build -w @filebridge/frontend

FROM nginx:1.27-alpine
COPY infra/docker/nginx.conf /etc/nginx/conf.d/default.conf
COPY --from=build /app/frontend/dist /usr/share/nginx/html
