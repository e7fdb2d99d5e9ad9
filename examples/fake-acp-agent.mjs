#!/usr/bin/env node
// The scripted fake ACP agent (adapters/acp/fake-agent.ts) as an executable, for
// examples/acp-adapter.json: it fails the way real agents do, from any working directory.
//   ./fake-acp-agent.mjs --script claude-overloaded,success [--state FILE]
import { register } from 'tsx/esm/api';

register();
const { parseFakeAgentArgs, runFakeAgent } = await import('../adapters/acp/fake-agent.ts');
try {
  runFakeAgent(parseFakeAgentArgs(process.argv.slice(2), process.env));
} catch (error) {
  process.stderr.write(`fake-acp-agent: ${error.message}\n`);
  process.exit(2);
}
