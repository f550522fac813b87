import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { selectCalls } from '@switchyard/local-engine';
import { ToolStats } from '@switchyard/tools';
import { reviewedPacket } from '../support/plans.js';
import { writableFilesystemFor } from '../support/stack.js';
import { tempWorkspace } from '../support/test-config.js';
import { toolSpec as tool } from '../support/tool-specs.js';
import { attack } from './attack-table.js';

// The per-tool stats steer the selector away from a failing tool. A caller who asks for files that are not there
// (or not theirs) must not make a good reader look broken: an answer is the tool working, not failing. And an
// append whose reader was passed over must never become a write of the new line alone, replacing the file.
describe('tool stats a caller can poison with answers', () => {
  const workspace = tempWorkspace({ 'shop.txt': '- milk\n' });
  const stack = writableFilesystemFor(workspace);

  it('reads of missing or outside files count as calls, never as failures of the reader', async () => {
    const paths = [join(workspace.dir, 'missing1.txt'), join(workspace.dir, 'missing2.txt'), '/etc/hostname', join(workspace.dir, 'missing3.txt')];
    const row = await attack('reads of files not there or not allowed, to make the reader look broken (stages)', paths.length, async (i) => {
      const final = await stack().producer.submitPacket(
        reviewedPacket([{ id: 's1', server: 'filesystem', tool: 'read_text_file', arguments: { path: paths[i]! } }]),
        { at: 'executor', timeoutMs: 20_000 },
      );
      const step = final.execution?.steps[0];
      return step !== undefined && !step.ok && ['not_found', 'access_denied'].includes(step.error?.code ?? '');
    });
    expect(row.broke).toBe(0);
    // The stat is written off the step's path: give it a moment to land.
    const stats = new ToolStats(stack().runtime.redis, stack().config.prefix);
    let stat = (await stats.all()).get('filesystem.read_text_file');
    for (let i = 0; i < 20 && (stat?.calls ?? 0) < paths.length; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      stat = (await stats.all()).get('filesystem.read_text_file');
    }
    expect(stat).toMatchObject({ calls: paths.length, failures: 0 });
  });

  it('an append with no reader left plans no write of the new line alone', async () => {
    const text = { type: 'string' };
    const deprecatedRead = tool('fs.read_file', 'Read the complete contents of a file as text. DEPRECATED: Use read_text_file instead.', { path: text }, [
      'path',
    ]);
    const write = tool('fs.write_file', 'Create a new file or completely overwrite an existing file with new content.', { path: text, content: text }, [
      'path',
      'content',
    ]);
    const requests = ["append the line '- bread' to shop.txt", "add '- bread' to the end of shop.txt", 'add a line to shop.txt: - bread'];
    const row = await attack('an append once the reader is passed over (engine)', requests.length, async (i) => {
      const selection = selectCalls({ message: requests[i]!, tools: [deprecatedRead, write] });
      return selection.calls.every((call) => call.tool !== 'fs.write_file' || call.takesOutput?.append !== undefined);
    });
    expect(row.broke).toBe(0);
  });
});
