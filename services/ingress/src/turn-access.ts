import type { TurnOwners, TurnProducer, TurnResults } from '@switchyard/platform';
import type { Principal } from './principal.js';

/**
 * Who may see a turn: the tenant that submitted it (by the server-side owner
 * record, never by the packet), and admin keys. A turn no ingress submitted
 * (the CLI, an in-process producer) is for admins only.
 */
export class TurnAccess {
  constructor(
    private readonly owners: TurnOwners,
    private readonly producer: TurnProducer,
    private readonly results: TurnResults,
  ) {}

  async canSee(principal: Principal, id: string): Promise<boolean> {
    // Read afresh: a remembered record may name a tenant that gave the id back since (see currentTenantOf).
    const tenant = await this.owners.currentTenantOf(id);
    if (tenant !== undefined) return tenant === principal.tenant || principal.admin;
    return principal.admin && (await this.exists(id));
  }

  /**
   * Whether the stages know the turn: a result, a parked packet or progress. Asked at once, not one after another:
   * every turn the ingress submits asks this of its new id, and finds none of them.
   */
  async exists(id: string): Promise<boolean> {
    const [result, parked, progress] = await Promise.all([this.results.get(id), this.producer.parked(id), this.producer.progress(id)]);
    return result !== undefined || parked !== undefined || progress !== undefined;
  }
}
