# One image for every service; each compose service picks its entry point:
#   node services/<stage>/dist/main.js, node services/ingress/dist/main.js
# Node 24 is the current LTS line.
FROM node:24-slim AS build
WORKDIR /app
COPY package.json package-lock.json tsconfig.json tsconfig.base.json ./
COPY packages ./packages
COPY services ./services
RUN npm ci && npm run build && npm prune --omit=dev

FROM node:24-slim
ENV NODE_ENV=production
WORKDIR /app
COPY --from=build --chown=node:node /app ./
# The example config and workspace live in the image, owned by the user the services run as:
# a named volume mounted here starts as this copy, and the memory server can write its file.
COPY --chown=node:node examples ./examples
# The eval cases: `switchyard eval eval/bfcl/` and `switchyard bench` read them in the container too.
COPY eval ./eval
USER node
# 8080: ingress HTTP; 9464: /metrics, /healthz, /readyz of any service (SWITCHYARD_METRICS_PORT)
EXPOSE 8080 9464
CMD ["node", "packages/cli/dist/bin.js", "up"]
