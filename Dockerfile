# One image for every service; each compose service picks its entry point:
#   node services/<stage>/dist/main.js, node services/ingress/dist/main.js
FROM node:20-slim AS build
WORKDIR /app
COPY package.json package-lock.json tsconfig.json tsconfig.base.json ./
COPY packages ./packages
COPY services ./services
RUN npm ci && npm run build && npm prune --omit=dev

FROM node:20-slim
ENV NODE_ENV=production
WORKDIR /app
COPY --from=build --chown=node:node /app ./
USER node
# 8080: ingress HTTP; 9464: /metrics, /healthz, /readyz of any service (SWITCHYARD_METRICS_PORT)
EXPOSE 8080 9464
CMD ["node", "packages/cli/dist/bin.js", "up"]
