import { describe, expect, it } from 'vitest';
import { LearnedChoices, learningScope, messageShape } from './learned-choices.js';

describe('learned choices', () => {
  it('remembers a message only by its shape, without its values', () => {
    const shape = messageShape('Send "quarterly report" to anna@example.com on 2024-05-01 for Acme Corp, 3 copies');
    expect(shape).not.toMatch(/quarterly|anna|example|2024|acme|corp|3/i);
    expect(shape).toContain('send');
    expect(messageShape('Weather in Paris tomorrow?')).toBe(messageShape('Weather in Rome tomorrow?'));
  });

  it('repeats a choice only after the model made it enough times and never another', () => {
    const learned = new LearnedChoices({ scopes: 5, shapesPerScope: 10, agreement: 2 });
    const scope = 'tenant-a:catalog';
    learned.record(scope, 'weather in Paris tomorrow', ['weather.get']);
    expect(learned.recall(scope, 'weather in Rome tomorrow')).toBeUndefined();
    learned.record(scope, 'weather in Oslo tomorrow', ['weather.get']);
    expect(learned.recall(scope, 'weather in Rome tomorrow')).toEqual(['weather.get']);
    expect(learned.recall('tenant-b:catalog', 'weather in Rome tomorrow')).toBeUndefined();
    learned.record(scope, 'weather in Lima tomorrow', ['forecast.get']);
    expect(learned.recall(scope, 'weather in Rome tomorrow')).toBeUndefined();
  });

  it('stays within its bounds, dropping the least recently used first', () => {
    const learned = new LearnedChoices({ scopes: 2, shapesPerScope: 2, agreement: 1 });
    learned.record('s1', 'read notes', ['fs.read']);
    learned.record('s1', 'list folder', ['fs.list']);
    learned.record('s1', 'delete draft', ['fs.delete']);
    expect(learned.recall('s1', 'read notes')).toBeUndefined();
    expect(learned.recall('s1', 'delete draft')).toEqual(['fs.delete']);
    learned.record('s2', 'read notes', ['fs.read']);
    learned.record('s3', 'read notes', ['fs.read']);
    expect(learned.recall('s1', 'delete draft')).toBeUndefined();
    expect(learned.recall('s3', 'read notes')).toEqual(['fs.read']);
  });

  it('keeps tenants and catalogs apart', () => {
    const tools = [{ name: 'b' }, { name: 'a' }];
    expect(learningScope('t1', tools)).toBe(learningScope('t1', [...tools].reverse()));
    expect(learningScope('t1', tools)).not.toBe(learningScope('t2', tools));
    expect(learningScope('t1', tools)).not.toBe(learningScope('t1', [...tools, { name: 'c' }]));
  });

  it('lets the engine decide a form alone once the model made exactly its calls, until the model fills one differently', () => {
    const learned = new LearnedChoices({ scopes: 5, shapesPerScope: 10, agreement: 2 });
    const scope = 'tenant-a:catalog';
    expect(learned.engineAgreed(scope, 'weather in Rome tomorrow')).toBe(false);
    learned.record(scope, 'weather in Paris tomorrow', ['weather.get'], ['weather.get'], true);
    expect(learned.engineAgreed(scope, 'weather in Rome tomorrow')).toBe(true);
    expect(learned.recall(scope, 'weather in Rome tomorrow')).toEqual(['weather.get']);
    learned.record(scope, 'weather in Oslo tomorrow', ['weather.get'], ['weather.get'], false);
    expect(learned.engineAgreed(scope, 'weather in Rome tomorrow')).toBe(false);
    expect(learned.recall(scope, 'weather in Rome tomorrow')).toBeUndefined();
  });
});
