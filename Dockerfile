FROM node:20-slim
WORKDIR /app
COPY . .
RUN npm ci && npm run build && npm prune --omit=dev
# Each service overrides the command with its own stage: node services/<stage>/dist/main.js
CMD ["node", "packages/cli/dist/bin.js", "up"]
