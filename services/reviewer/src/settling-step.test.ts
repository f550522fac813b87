import type { PlanStep } from '@switchyard/packet-schema';
import { describe, expect, it } from 'vitest';
import { planWords } from './offer-question.js';
import { settlesStepBefore } from './settling-step.js';

const step = (id: string, server: string, tool: string, args: Record<string, unknown>): PlanStep => ({
  id,
  server,
  tool,
  arguments: args,
  dependsOn: [],
  why: 'test',
});
const create = step('s1', 'memory', 'create_entities', { entities: [{ name: 'Coco', entityType: 'dog', observations: ['allergic to chicken'] }] });
const addTo = (name: string, id = 's1-then', server = 'memory') =>
  step(id, server, 'add_observations', { observations: [{ entityName: name, contents: ['allergic to chicken'] }] });

describe('a step that settles the record the step before makes', () => {
  it('is an addition named for it, on its server, to the records it makes', () => {
    expect(settlesStepBefore(addTo('Coco'), create, 'add observations "Coco"')).toBe(true);
  });

  it('is not an addition to someone else, on another server, under another id, or anything but an addition', () => {
    expect(settlesStepBefore(addTo('Margaret'), create, 'add observations "Margaret"')).toBe(false);
    expect(settlesStepBefore(addTo('Coco', 's1-then', 'other'), create, 'add observations "Coco"')).toBe(false);
    expect(settlesStepBefore(addTo('Coco', 's2'), create, 'add observations "Coco"')).toBe(false);
    expect(settlesStepBefore(step('s1-then', 'memory', 'add_observations', {}), create, 'add observations')).toBe(false);
    expect(settlesStepBefore(addTo('Coco'), create, 'delete entities "Coco"')).toBe(false);
    expect(settlesStepBefore(addTo('Coco'), undefined, 'add observations "Coco"')).toBe(false);
  });

  it('is offered as what happens when the record is kept already; an addition to someone else as a step of its own', () => {
    expect(planWords([create, addTo('Coco')])).toContain(', and if it is kept already, add observations');
    const forged = planWords([create, addTo('Margaret')]);
    expect(forged).toContain(', then add observations "Margaret"');
    expect(forged).not.toContain('if it is kept already');
  });
});
