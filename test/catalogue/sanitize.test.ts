import { existsSync, readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SAFE_EXCERPT_MAX } from '../../catalogue/classification.ts';
import { redact, safeExcerpt, sanitizeText } from '../../catalogue/sanitize.ts';

describe('redact: table', () => {
  it.each([
    [
      'a masked key without a known prefix (issue 10)',
      'Incorrect API key provided: D57rV0ys************************************Pp9p. You can',
      'Incorrect API key provided: [redacted-key]. You can',
    ],
    [
      'a Windows home flattened into a folder name (Claude Code names a project folder after its path)',
      String.raw`symlink C:\Users\bob\.claude\projects\C--Users-Bobsmith-app\x.jsonl failed`,
      String.raw`symlink ~/.claude\projects\~/app\x.jsonl failed`,
    ],
    [
      "a chat platform's user number in a session key",
      'lane=session:agent:ops:telegram:direct:8320577714 failed',
      'lane=session:agent:ops:telegram:direct:[redacted-id] failed',
    ],
    [
      'a deployment id named as one',
      'model deployment ID: x7f3a9c2b1d0 failed',
      'model deployment ID: [redacted-id] failed',
    ],
    ['a masked key in parentheses', 'provided: (sk-0rF******1pS).', 'provided: ([redacted-key]).'],
    ['a key masked with bullets', 'Key gsk_••••••••••••Qr7T not valid', 'Key [redacted-key] not valid'],
    [
      'a hex key masked with bullets',
      'invalid api key: 36a4c1••••••••e9b2',
      'invalid api key: [redacted-key]',
    ],
    ['a key cut by an ellipsis', 'token sk-or-v1-6f1…9ab2 invalid', 'token [redacted-key] invalid'],
    ['a key cut by three dots', 'key sk-ant-api03-...AbCd was rejected', 'key [redacted-key] was rejected'],
    ['a Google key cut by an ellipsis', 'api key AIza…xY9z expired', 'api key [redacted-key] expired'],
    ['prose with an ellipsis stays', 'Retrying…again in a moment', 'Retrying…again in a moment'],
    [
      'a named key masked to one unit each side',
      'client for Google with key A...4 at endpoint',
      'client for Google with key [redacted-key] at endpoint',
    ],
    [
      'a named key masked to a head and tail of two',
      'the secret key ab...yz was revoked',
      'the secret key [redacted-key] was revoked',
    ],
    [
      'an ellipsis after the word key, with a space, stays',
      'Waiting for key... done',
      'Waiting for key... done',
    ],
    [
      'a host named by a private address with dashes',
      'ERROR 10-20-3-41_ab12 - worker failed',
      'ERROR [redacted-id] - worker failed',
    ],
    [
      'a cloud host named by its address with dashes',
      'from ip-172-31-5-20.ec2.internal',
      'from [redacted-id]',
    ],
    ['a date with dashes stays', 'on 2026-06-25 and 10-12-2024', 'on 2026-06-25 and 10-12-2024'],
    [
      'a BigQuery job names its project before the colon',
      "processing job 'acme-prod2:US.job_1'",
      "processing job '[redacted-id]:US.job_1'",
    ],
    [
      'a model with a tag after a colon stays',
      'model qwen2.5-coder:7b not found',
      'model qwen2.5-coder:7b not found',
    ],
    [
      'an id Go printed with the wrong verb',
      'Your account %!s(int64=4411223344) is not active',
      'Your account [redacted-id] is not active',
    ],
    [
      'a short number Go printed with the wrong verb stays',
      'retry %!s(int=3) failed',
      'retry %!s(int=3) failed',
    ],
    [
      'a machine named as a key value without digits',
      'GPU=0 ; hostname=WORKSTATION_ANNA ; file=x',
      'GPU=0 ; hostname=[redacted-id] ; file=x',
    ],
    [
      'an add-on id shaped like an e-mail inside a path',
      'extensions/helper@vendor.example.xpi!/api',
      'extensions/[redacted-email]!/api',
    ],
    [
      'a path segment that ends in a name is not its value',
      '/v1/projects/acme-project-id/locations/us-1/x',
      '/v1/projects/[redacted-id]/locations/us-1/x',
    ],
    [
      'a project number behind a JSON-escaped slash',
      '"consumer": "projects\\/40918273645" }',
      '"consumer": "projects\\/[redacted-id]" }',
    ],
    [
      'a project name without digits behind a JSON-escaped slash',
      '"consumer": "projects\\/help-my-setup\\/locations\\/us"',
      '"consumer": "projects\\/[redacted-id]\\/locations\\/us"',
    ],
    [
      'a project name behind a JSON-escaped slash',
      '"name": "projects\\/shop-prod-7\\/locations\\/us"',
      '"name": "projects\\/[redacted-id]\\/locations\\/us"',
    ],
    [
      'a macOS shell prompt names a machine and its user',
      'Annas-MacBook-Air:site anna$ npm run build',
      '[redacted-id]:site [redacted-id]$ npm run build',
    ],
    [
      'a Linux-style prompt with a plain host',
      'box7:~/app dev$ make',
      '[redacted-id]:~/app [redacted-id]$ make',
    ],
    [
      'the site a web application served, named after Requested URL or Referer',
      'Error in file x.php. Requested URL: https://shop.example-store.de/ajax/x | Referer: https://blog.example.org/p',
      'Error in file x.php. Requested URL: https://[redacted-id]/ajax/x | Referer: https://[redacted-id]/p',
    ],
    [
      'a site on the loopback stays, and a provider called by a Request URL too',
      'home_url=http://localhost:8080/ Request URL: https://api.openai.com/v1/x',
      'home_url=http://localhost:8080/ Request URL: https://api.openai.com/v1/x',
    ],
    [
      "a chat platform's mention markup and a bot's id in parentheses",
      'session <at id="3141592653"/> hi; bot online (id: 2718281828); person:16180339 dropped',
      'session <at id="[redacted-id]"/> hi; bot online (id: [redacted-id]); person:[redacted-id] dropped',
    ],
    ['a short id stays a number', 'retry id: 12345 of 3', 'retry id: 12345 of 3'],
    ["an app's id named, digits or not", 'AppID: wx_ab_CdEfGh ok', 'AppID: [redacted-id] ok'],
    [
      'personal numbers: a social security number and a card in groups',
      'SSN 123-45-6789, card 5500 0000 0000 0004; date 2024-05-06',
      'SSN [redacted-id], card [redacted-id]; date 2024-05-06',
    ],
    [
      "the root user's home",
      'File "/root/botapp/run.py", line 3 at https://x.org/root/',
      'File "~/botapp/run.py", line 3 at https://x.org/root/',
    ],
    [
      'an id wrapped at the edge, its second half after the break read as a space',
      'Thread ID: thread_Ab12CdEf GhIj34KlMnOp56, Run ID: x',
      'Thread ID: [redacted-id], Run ID: x',
    ],
    [
      'a marker followed by words stays',
      'key [redacted-key] Please retry later',
      'key [redacted-key] Please retry later',
    ],
    [
      'a host of one label in a URL is a private machine; localhost stays',
      'GET https://gpu-box-2/api/tags and http://localhost:11434/api',
      'GET https://[redacted-id]/api/tags and http://localhost:11434/api',
    ],
    [
      'a share link id',
      'edit it at https://diagrams.example.com/s/QwE9rTy2',
      'edit it at https://diagrams.example.com/s/[redacted-id]',
    ],
    [
      'a request id with a note before its colon, and a kernel id',
      'request ID (attempt 2, status 500): req_x_42 synced [kernel=ab3cd9e, provider=0]',
      'request ID (attempt 2, status 500): [redacted-id] synced [kernel=[redacted-id], provider=0]',
    ],
    ['an error reference code', 'load failed (ref 9f3a1c0b22de)', 'load failed (ref [redacted-id])'],
    [
      "an id that mixes letters and digits, not a model's",
      'HandlerError{StatusCode:503, ID:"k4w7zq2p"} (error id: 9bx3m2rt) for model id: gpt4o2024',
      'HandlerError{StatusCode:503, ID:"[redacted-id]"} (error id: [redacted-id]) for model id: gpt4o2024',
    ],
    ['a Nextcloud user given to occ', 'occ files:scan jdoe-x1 --all', 'occ files:scan [redacted-id] --all'],
    [
      'the key an API says it was given, however short, and ids in brackets or JSON',
      'Incorrect API key provided: abc. aborted [ID: client-1700000000000-000001] {"id": "resp_demo_case"}',
      'Incorrect API key provided: [redacted-key]. aborted [ID: [redacted-id]] {"id": "[redacted-id]"}',
    ],
    [
      'a note that no key was given stays',
      'No API key provided: set ACME_API_KEY',
      'No API key provided: set ACME_API_KEY',
    ],
    [
      "a cached content's name",
      'Invalid CachedContent name: 987654321.',
      'Invalid CachedContent name: [redacted-id].',
    ],
    [
      'a cluster node named',
      'model is staging on node rack2-gpu (41%)',
      'model is staging on node [redacted-id] (41%)',
    ],
    [
      'a Windows user name with a space',
      'read C:\\Users\\Rosa Ilse Marx\\.codex\\auth.json',
      'read ~/.codex\\auth.json',
    ],
    ['a home name with a space, JSON-escaped', '{"cwd":"C:\\\\Users\\\\Li Wei\\\\app"}', '{"cwd":"~/app"}'],
    ['a home name before prose keeps the prose', 'no such dir /home/kemal then', 'no such dir ~/ then'],
    [
      'a login at a bare host',
      'scp failed for builder@gpu-node-7: denied',
      'scp failed for [redacted-id]: denied',
    ],
    [
      'a login at a host already redacted',
      'ssh ana@devbox.corp.internal timed out',
      'ssh [redacted-id] timed out',
    ],
    ['a Git Bash prompt', 'omar@LAPTOP-7QX2 MINGW64 ~/work', '[redacted-id] MINGW64 ~/work'],
    [
      'package tags and versions stay',
      'npm i tool@latest @scope/pkg@next node@20 mod@v1.2.3',
      'npm i tool@latest @scope/pkg@next node@20 mod@v1.2.3',
    ],
    [
      'a model at its provider stays',
      'route claude-opus@Anthropic or qwen2@ollama',
      'route claude-opus@Anthropic or qwen2@ollama',
    ],
    [
      "a storage account's host",
      'GET https://contosodocs7.blob.core.windows.net/in failed',
      'GET https://[redacted-id].blob.core.windows.net/in failed',
    ],
    [
      "an API gateway's tenant host",
      'POST https://team-llm-gw.azure-api.net/openai 429',
      'POST https://[redacted-id].azure-api.net/openai 429',
    ],
    [
      'an app on a hosting platform',
      'fetch https://notes-helper-42.vercel.app/api failed',
      'fetch https://[redacted-id].vercel.app/api failed',
    ],
    [
      'a serverless endpoint',
      'https://k3j4h5.execute-api.eu-west-1.amazonaws.com/dev',
      'https://[redacted-id].execute-api.eu-west-1.amazonaws.com/dev',
    ],
    [
      "a provider's regional API host stays",
      'https://bedrock-runtime.eu-west-1.amazonaws.com/model',
      'https://bedrock-runtime.eu-west-1.amazonaws.com/model',
    ],
    [
      "OpenAI's public storage host stays",
      "host='openaipublic.blob.core.windows.net'",
      "host='openaipublic.blob.core.windows.net'",
    ],
    [
      'a bucket in a storage URI',
      'wrote s3://lab-runs-anna/out and gs://team-x-ckpt/1',
      'wrote s3://[redacted-id]/out and gs://[redacted-id]/1',
    ],
    [
      "a bucket in a storage host's path, not its API path",
      'storage.googleapis.com/lab-anna/o and storage.googleapis.com/upload/storage',
      'storage.googleapis.com/[redacted-id]/o and storage.googleapis.com/upload/storage',
    ],
    [
      'a Telegram bot token with its number',
      'token 5512345678:AAF1b2C3d4E5f6G7h8I9j0KlMnOpQrStUvW',
      'token [redacted-secret]',
    ],
    [
      "a Windows machine's generated name",
      'sync from DESKTOP-Q8R2LMN failed',
      'sync from [redacted-id] failed',
    ],
    ['a mainland mobile number', '请联系 15912345678。', '请联系 [redacted-id]。'],
    [
      'an international phone number',
      'support line +49 30 1234 5678 today',
      'support line [redacted-id] today',
    ],
    [
      'a time zone offset and a diff hunk stay',
      'at 10:00:00+02:00, @@ -1,3 +1,4 @@',
      'at 10:00:00+02:00, @@ -1,3 +1,4 @@',
    ],
    [
      'a workspace named in quotes',
      'quota of workspace "Bo\'s Lab" is used',
      'quota of workspace "[redacted-id]" is used',
    ],
    [
      'an organization named in brackets',
      'your organization (northwind-labs) has no credits',
      'your organization ([redacted-id]) has no credits',
    ],
    ['an old Windows profile folder', 'C:\\Documents and Settings\\ugo\\app.log', '~/app.log'],
    ['a macOS prompt at the end of a text', 'mini:~ ugo$', '[redacted-id]:~ [redacted-id]$'],
    [
      'a deployment host named for its environment',
      'POST https://evals-qadev.example.org/api 500',
      'POST https://[redacted-id]/api 500',
    ],
    [
      "a dashboard link's tenant path",
      'see https://wandb.ai/kim-lab/rag-evals/runs/x',
      'see https://wandb.ai/[redacted-id]/runs/x',
    ],
    [
      'a docs page of a dashboard site stays',
      'https://vercel.com/docs/errors',
      'https://vercel.com/docs/errors',
    ],
    ['a hex id after a hash sign', 'Task #9c2e41ab failed', 'Task #[redacted-id] failed'],
    [
      'a model server under a public name',
      'base_url=https://vllm.lab.example.net/v1',
      'base_url=https://[redacted-id]/v1',
    ],
    [
      "a host before Ollama's API path",
      'POST http://llm.example.com:8080/api/chat',
      'POST http://[redacted-id]:8080/api/chat',
    ],
    [
      "a Google Cloud project's generated id",
      'project [brave-otter-482913] denied',
      'project [[redacted-id]] denied',
    ],
    [
      "a job runner's worker host",
      'Worker(host:w12.dc.example.com pid:1)',
      'Worker(host:[redacted-id] pid:1)',
    ],
    [
      "a bot's numeric accounts",
      '4455667788: [RECV][M(9988776655)] -> hi',
      '[redacted-id]: [RECV][M([redacted-id])] -> hi',
    ],
    ['a short hex request id', 'proxy start 3fa9c1 routed', 'proxy start [redacted-id] routed'],
    ['a CI job number in a file name', 'see job-48211230987.log', 'see job-[redacted-id].log'],
    [
      'a site in a Cloudflare error title',
      '<title>relay.example.io | 522: Connection timed out</title>',
      '<title>[redacted-id] | 522: Connection timed out</title>',
    ],
    ['an account named after user @', 'message from user @kim_lee', 'message from user @[redacted-id]'],
    [
      "a user's folder in a file-sync server's data directory",
      'open /var/www/html/data/Admin/files/Photos/Frog.jpg',
      'open /var/www/html/data/[redacted-id]/files/Photos/Frog.jpg',
    ],
    [
      'an account a bot addresses with a greeting or an apology',
      'Sorry @kim-lee, your budget is used. cc @ops-bot',
      'Sorry @[redacted-id], your budget is used. cc @[redacted-id]',
    ],
    [
      'any JSON key naming an id',
      '{"guardrailId": "g4h5j6k7l8m9", "modelId": "acme.large-2"}',
      '{"guardrailId": "[redacted-id]", "modelId": "acme.large-2"}',
    ],
    [
      'a base64 key wrapped after a run of capitals',
      'key AAAAAAAAAAAAAJ1+\n    AAAAAAAAAAAAAAAA done',
      'key [redacted-secret] done',
    ],
    [
      'camelCase secret names',
      '{"clientSecret": "cs-77ab", "refreshToken": "rt-91xy"}',
      '{"clientSecret": [redacted-secret], "refreshToken": [redacted-secret]}',
    ],
    [
      'a body field named sensitive data',
      'Request Body: { "sensitiveData": "hunter22" }',
      'Request Body: { "sensitiveData": [redacted-secret] }',
    ],
    [
      'an account after "logged in as:" and its team',
      'Currently logged in as: kim77 (kim77-lab) to https://api.example.ai',
      'Currently logged in as: [redacted-id] ([redacted-id]) to https://api.example.ai',
    ],
    [
      'an account after "signed in successfully as" or behind a "user:" label',
      '● Signed in successfully as kim77! ● Logged in as user: lee-o2',
      '● Signed in successfully as [redacted-id]! ● Logged in as user: [redacted-id]',
    ],
    [
      'a resource named by the time the account created it',
      'no such endpoint: chat-ep-20240901083015-q7x2 (or key-20231130235959, run 88123-20250102030405123)',
      'no such endpoint: [redacted-id] (or [redacted-id], run [redacted-id])',
    ],
    [
      "a resource group's name, quoted or not, and not the words after a bare one",
      "resource group team_rg2 not found; resourceGroup: 'Sales EU'; the resource group does not exist",
      "resource group [redacted-id] not found; resourceGroup: '[redacted-id]'; the resource group does not exist",
    ],
    [
      'a folder named by a staff number',
      'at run (/srv/i812345/work/app.js:3:1)',
      'at run (/srv/[redacted-id]/work/app.js:3:1)',
    ],
    [
      'short hex ids after an enclosed letter labelling them',
      'step failed [agent \u{1F170} 9f3a \u{1F171} 00c1] model snapshot 2024-08-06',
      'step failed [agent \u{1F170} [redacted-id] \u{1F171} [redacted-id]] model snapshot 2024-08-06',
    ],
    [
      "a numbered machine name DNS could not resolve, not a service's name or a domain",
      'getaddrinfo ENOTFOUND gpu-prd-node-07; getaddrinfo ENOTFOUND mongo; ENOTFOUND api.example.com',
      'getaddrinfo ENOTFOUND [redacted-id]; getaddrinfo ENOTFOUND mongo; ENOTFOUND api.example.com',
    ],
    [
      "a conda environment's folder, under a home or not, and a Windows one",
      'File "/home/envs/kim_agent_0611/lib/python3.11/x.py" and C:\\conda\\envs\\kimdev\\Lib\\y.py, {"p": "D:\\\\miniconda\\\\envs\\\\kim2\\\\Lib"}',
      'File "~/[redacted-id]/lib/python3.11/x.py" and C:\\[redacted-id]\\envs\\[redacted-id]\\Lib\\y.py, {"p": "D:\\\\[redacted-id]\\\\envs\\\\[redacted-id]\\\\Lib"}',
    ],
    [
      "a home folder's name where an editor cut the path before it, not a plain dot-folder path",
      'E5108: ...kimlee/.config/nvim/lua/x.lua:3: boom; ....local/share/nvim/y.lua:9',
      'E5108: ...[redacted-id]/.config/nvim/lua/x.lua:3: boom; ....local/share/nvim/y.lua:9',
    ],
    [
      "a disk mounted under its user's name, and a uid",
      'copy from /run/media/lee/backup/x.json failed ("uid": 9123004417)',
      'copy from /run/media/[redacted-id]/backup/x.json failed ("uid": [redacted-id])',
    ],
    [
      'the user a WebSocket API logs before its address',
      'Error handling message: Unknown error (unknown_error) Kim Lee from 10.1.2.3 (App/1.0)',
      'Error handling message: Unknown error (unknown_error) [redacted-id] from [redacted-ip] (App/1.0)',
    ],
    [
      "an account named as the one suspended, and a Firebase console's project",
      'Account acme-labs is suspended; see https://console.firebase.google.com/project/acme-prod-7/ailogic',
      'Account [redacted-id] is suspended; see https://console.firebase.google.com/project/[redacted-id]/ailogic',
    ],
    [
      'an account that is suspended, unnamed, stays',
      'Your account is suspended.',
      'Your account is suspended.',
    ],
    [
      "a proxy's user as key=value, a quoted session identifier and a repository's owner in a logged call",
      'User=ops-bot, budget exceeded; Invalid session identifier "3403b421-..." ; CodeSearchService::getRemoteIndexState(octo-org/app) failed',
      'User=[redacted-id], budget exceeded; Invalid session identifier "[redacted-id]" ; CodeSearchService::getRemoteIndexState([redacted-id]/app) failed',
    ],
    [
      'an id after "with id", and a person an agent addresses by name',
      'No vector store found with id vs_abc. Found it, Maher. Thanks, this works. Rate limit exceeded for client: app_7',
      'No vector store found with id [redacted-id]. Found it, [redacted-id]. Thanks, this works. Rate limit exceeded for client: [redacted-id]',
    ],
    [
      "a Dynamics tenant's host, a server named by a generated id, a request's id in an access log",
      'sending message to https://contoso7x1.cloud.onebox.dynamics.com/mcp/server; failed to send message to server ab3xk9q; [k2m9pq7zz] POST /v1/chat/completions | 500; to server github',
      'sending message to https://[redacted-id].dynamics.com/mcp/server; failed to send message to server [redacted-id]; [[redacted-id]] POST /v1/chat/completions | 500; to server github',
    ],
    [
      "an event's id in a logged error",
      'OpenAIRealtimeError: request rejected code=invalid_request type=invalid_request_error event_id=evt_9f2Kx',
      'OpenAIRealtimeError: request rejected code=invalid_request type=invalid_request_error event_id=[redacted-id]',
    ],
    [
      'the credential a server echoes after the kind it expected',
      "401 - LiteLLM Virtual Key expected. Received=AQ..., expected to start with 'sk-'. Bearer token expected, received: abc123",
      "401 - LiteLLM Virtual Key expected. Received=[redacted-key], expected to start with 'sk-'. Bearer token expected, received: [redacted-key]",
    ],
    [
      "a device sign-in's one-time code",
      'Authentication required: Your code: WDJB-MJHT. Open the page and enter the code KQPL-7XZA to sign in.',
      'Authentication required: Your code: [redacted-id]. Open the page and enter the code [redacted-id] to sign in.',
    ],
    [
      "a request's tag holding the client's address and the request's id",
      '[2026-02-27 02:08:18.002] [Req:203.0.113.7:48af47b0] [ERROR] [Gemini API] Error calling (Status: 500)',
      '[2026-02-27 02:08:18.002] [Req:[redacted-id]] [ERROR] [Gemini API] Error calling (Status: 500)',
    ],
    [
      'a user and a request named by generated ids, a model named beside them kept',
      'User ops-runner-v3-88120457-2 is not authorized to access model kimi-k2; Request zq7-plm4x9tr-12 Model qwen3; Request gpt-4o-mini failed\n\nRequest\nzq7-x8k2mwq1-40\n\nModel\nqwen3',
      'User [redacted-id] is not authorized to access model kimi-k2; Request [redacted-id] Model qwen3; Request gpt-4o-mini failed\n\nRequest\n[redacted-id]\n\nModel\nqwen3',
    ],
    [
      "a relay's account tag and a run's id in brackets",
      '[RATE-LIMIT] gemini:4c1fa9e2 paused; [20261103_091544_a1b2c3] agent loop; error:0A000086:SSL routines',
      '[RATE-LIMIT] gemini:[redacted-id] paused; [[redacted-id]] agent loop; error:0A000086:SSL routines',
    ],
    [
      'a hex id cut short by an ellipsis, a version and a short word kept',
      'Task 01a004f7d1e7-… Failed; run 9f8e7d6c-3a1b... stopped; version 1.2.3... loading; cafe...',
      'Task [redacted-id]… Failed; run [redacted-id]... stopped; version 1.2.3... loading; cafe...',
    ],
    [
      'a credential file named after its project',
      '请求失败, 凭证: quiet-river-ab12c-1768750076.json; credentials file: acme-prod-7.json; kind: oauth',
      '请求失败, 凭证: [redacted-id].json; credentials file: [redacted-id].json; kind: oauth',
    ],
    [
      "a channel's id of letters and digits, a channel's name of words kept",
      'Closing Claude on channel: zq9d07ab4x; Error from Claude (on channel zq9d07ab4x); 当前分组 channel default',
      'Closing Claude on channel: [redacted-id]; Error from Claude (on channel [redacted-id]); 当前分组 channel default',
    ],
    [
      "a number of nine digits or more after '#', an issue's number and a character reference kept",
      'Project demo (#808448574146) has billing disabled; see issue #1234 and PR #123456; &#123456789;',
      'Project demo (#[redacted-id]) has billing disabled; see issue #1234 and PR #123456; &#123456789;',
    ],
    [
      "an object's id that repeats the object's name, a name without a digit kept",
      'Import import_123 did not complete; Agent run agent_run_5f3a was cancelled; Model model_x failed',
      'Import import_[redacted-id] did not complete; Agent run agent_run_[redacted-id] was cancelled; Model model_x failed',
    ],
    [
      'a handle that opens a quoted line, a package scope and a decorator call kept',
      '> @edulelis has exceeded the limit\n@types/node is missing\n@app.route failed',
      '> @[redacted-id] has exceeded the limit\n@types/node is missing\n@app.route failed',
    ],
    [
      "a repository's owner and name on a code host, with or without a scheme, the host's own pages kept",
      "fatal: unable to access 'https://github.com/jdoe-dev/site.tech/': 403; name=gitlab.com/acme/app; see https://github.com/settings/tokens",
      "fatal: unable to access 'https://github.com/[redacted-id]/': 403; name=gitlab.com/[redacted-id]; see https://github.com/settings/tokens",
    ],
    [
      "a repository in git's smart-HTTP path, its refusal and a git proxy's path",
      'GET /jdoe-dev/site.tech/info/refs?service=git-receive-pack; remote: Permission to jdoe-dev/site.git denied to bot-jdoe. at http://127.0.0.1:41729/git/jdoe-dev/site/',
      'GET /[redacted-id]/info/refs?service=git-receive-pack; remote: Permission to [redacted-id] denied to [redacted-id]. at http://[redacted-ip]:41729/git/[redacted-id]/',
    ],
    [
      "a database account and the hosts it may connect from, the database's name kept",
      "(1044, \"Access denied for user 'jdoe'@'%' to database 'app'\"); `svc`@`10.0.0.%`",
      '(1044, "Access denied for user [redacted-id] to database \'app\'"); [redacted-id]',
    ],
    [
      "a search service's resource name, an API host after 'of service' kept",
      "The index 'kb' for service 'search-x3f9k2' was not found; limit of service 'generativelanguage.googleapis.com'",
      "The index 'kb' for service '[redacted-id]' was not found; limit of service 'generativelanguage.googleapis.com'",
    ],
    [
      "a server log's request id after rid, a crash report's machine before pid and a storage account's name",
      'srv log_server_response: rid 3524387 | SIGABRT at 0x3e9 on build-box7 pid 5809 | {"storage_name": "stx7qk2m9"}',
      'srv log_server_response: rid [redacted-id] | SIGABRT at 0x3e9 on [redacted-id] pid 5809 | {"storage_name": [redacted-id]}',
    ],
    [
      "a player or bot named where a line opens on its sign-in, the game's name kept",
      'zhijing logging into minecraft...\nSteve_42 joined the game\nconnected to minecraft',
      '[redacted-id] logging into minecraft...\n[redacted-id] joined the game\nconnected to minecraft',
    ],
    [
      "Slack's workflow and trace ids and a session process named after its user, plain words kept",
      '[error] [Fn04LYJP743A] (Trace=Tr04KUCGMXM5) failed; [rsession-jdoe] ERROR; Trace=off',
      '[error] [[redacted-id]] (Trace=[redacted-id]) failed; [rsession-[redacted-id]] ERROR; Trace=off',
    ],
    [
      "a transaction id after its name, and an Azure search or database service's own host; public hosts kept",
      'Tran-Id: stream02-1273707 failed; transaction_id=tx77a1; Connection to kb-prod-7rbi.search.windows.net timed out; acme-db.database.windows.net; login.windows.net',
      'Tran-Id: [redacted-id] failed; transaction_id=[redacted-id]; Connection to [redacted-id].search.windows.net timed out; [redacted-id].database.windows.net; login.windows.net',
    ],
    [
      'a long lowercase id after organization or project, English words after them kept',
      'Supabase organization qwhzlmptnrvkxbdjcfgs not found; project yxwvutsrqponmlkjih paused; project configuration failed',
      'Supabase organization [redacted-id] not found; project [redacted-id] paused; project configuration failed',
    ],
    [
      "a log context's id after its tag in brackets, a tag's plain word kept",
      '[API:kRa-H8Va] Failed to process chat message; [req=7f3k2a9q] retried; [API:models] done; [trace:a1B2c3D4e5]',
      '[API:[redacted-id]] Failed to process chat message; [req=[redacted-id]] retried; [API:models] done; [trace:[redacted-id]]',
    ],
    [
      'the account a client got a token for, a token for a model or a scope kept',
      '[info] Got Copilot token for tomrnath; obtained a token for the model; refreshed token for scope read',
      '[info] Got Copilot token for [redacted-id]; obtained a token for the model; refreshed token for scope read',
    ],
    [
      "a home lab's host under a home label, with or without a label after it",
      'base URL http://llm.home.pi/v1 connect failed; nas.home refused',
      'base URL http://[redacted-id]/v1 connect failed; [redacted-id] refused',
    ],
    [
      'a host on a wildcard-DNS domain, its labels before the suffix hidden',
      'gateway http://default.cli-proxy-api-gsqwe.1.sslip.io failed; retry https://web.10.0.0.5.nip.io/v1',
      'gateway http://[redacted-id].sslip.io failed; retry https://[redacted-id].nip.io/v1',
    ],
    [
      'the account a call is made on behalf of, English words after "on behalf of" kept',
      'no permission to call Inference Providers on behalf of user jdoe_42; acting on behalf of acme-org; on behalf of the user',
      'no permission to call Inference Providers on behalf of user [redacted-id]; acting on behalf of [redacted-id]; on behalf of the user',
    ],
    [
      "a relay's account tag after a slash, a user numbered in brackets, a chat's short id after its label",
      'cursor/fc009f85 in=proxy; user [29189] quota [122175] is not enough; Chat[b7knz1]: model=kimi; Node[v18] Step[abcdef] docs/a1b2c3d4e5.md',
      'cursor/[redacted-id] in=proxy; user [[redacted-id]] quota [122175] is not enough; Chat[[redacted-id]]: model=kimi; Node[v18] Step[abcdef] docs/a1b2c3d4e5.md',
    ],
    [
      "a telephony call's unique id after its word, an epoch time with a fraction elsewhere kept",
      '[ERROR] OpenAI error for 1779354710.120956: retired; call_id=1779354711.5 ended; reset at 1779354710.5',
      '[ERROR] OpenAI error for [redacted-id]: retired; call_id=[redacted-id] ended; reset at 1779354710.5',
    ],
    [
      "a request's id of letters alone under its JSON key, a model's name kept",
      '{"requestId": "vwrypm", "trace_id":"abcdefgh", "modelId": "gpt", "model": "flux"}',
      '{"requestId": "[redacted-id]", "trace_id":"[redacted-id]", "modelId": "gpt", "model": "flux"}',
    ],
    [
      'an Azure AI Foundry model host',
      'HTTP 404 from https://phi4-xq7rt.westus3.models.ai.azure.com/openai/deployments/x',
      'HTTP 404 from https://[redacted-id].westus3.models.ai.azure.com/openai/deployments/x',
    ],
    [
      "a home path flattened into a project folder's name",
      'cwd "-Users-annak-projects-shop--claude-worktrees-x" invalid; ~/.claude/projects/-home-bob-src-app/log.jsonl',
      'cwd "~/projects-shop--claude-worktrees-x" invalid; ~/.claude/projects/~/src-app/log.jsonl',
    ],
    [
      'a session named by its id in a log line',
      'WARN Failed to restore provider for session 20260909_42: Could not create provider; Sending prompt to session: 1790150205373_dnxzk; Task initialized: 1790150205373_dnxzk',
      'WARN Failed to restore provider for session [redacted-id]: Could not create provider; Sending prompt to session: [redacted-id]; Task initialized: [redacted-id]',
    ],
    ['a home path cut after its root slash', 'Users/anna/.cache/x.rb:3', '~/.cache/x.rb:3'],
    ['a price in dollars stays', 'it costs $5 a month', 'it costs $5 a month'],
    [
      'an Azure host wrapped before .com',
      'https://contoso-prod.openai.azure\n      .com/openai/deployments',
      'https://[redacted-id].openai.azure.com/openai/deployments',
    ],
    [
      'a named id on the row after a URL query',
      'Endpoint: https://x.googleapis.com/v1:stream?alt=sse\nx-trace-id: 76363c96ec7f636d',
      'Endpoint: https://x.googleapis.com/v1:stream?[redacted-query] [redacted-id]',
    ],
    ['an e-mail with a quoted local part', 'owner "john smith"@example.com', 'owner [redacted-email]'],
    ['an e-mail on an internationalized domain', 'mail jane@例え.jp now', 'mail [redacted-email] now'],
    ['an e-mail on a bare host', 'login admin@localhost failed', 'login [redacted-email] failed'],
    [
      'a cloud project named without digits in a resource path',
      "denied on resource '//aiplatform.googleapis.com/projects/help-my-setup/locations/us-east4'",
      "denied on resource '//aiplatform.googleapis.com/projects/[redacted-id]/locations/us-east4'",
    ],
    ['an e-mail with a unicode local part', 'from josé@example.com', 'from [redacted-email]'],
    ['an e-mail to an address literal', 'to root@[192.168.0.1]', 'to [redacted-email]'],
    ['an Anthropic key', 'key sk-ant-api03-AbC_dEf-123456789012345678901234', 'key [redacted-key]'],
    [
      'an OpenAI project key',
      'Incorrect API key provided: sk-proj-Ab12Cd34Ef56Gh78Ij90.',
      'Incorrect API key provided: [redacted-key].',
    ],
    [
      'a masked OpenAI key',
      'Incorrect API key provided: sk-abc12***************xyz9.',
      'Incorrect API key provided: [redacted-key].',
    ],
    [
      'a Google key in a URL',
      'GET https://x.googleapis.com/v1/models?key=AIzaSyA1234567890abcdefghijklmnopqrstu failed',
      'GET https://x.googleapis.com/v1/models?[redacted-query] failed',
    ],
    ['a bare Google key', 'AIzaSyA1234567890abcdefghijklmnopqrstu is invalid', '[redacted-key] is invalid'],
    ['an AWS access key id', 'AKIAIOSFODNN7EXAMPLE denied', '[redacted-key] denied'],
    [
      'a Moonshot access-key id',
      'account <ak-f3e2d1c0b9a8> is suspended',
      'account <[redacted-key]> is suspended',
    ],
    ['a GitHub token', 'token ghp_abcdefghijklmnopqrstuvwxyz0123456789', 'token [redacted-key]'],
    ['a GitHub OAuth token', 'gho_16C7e42F292c6912E7710c838347Ae178B4a', '[redacted-key]'],
    ['a fine-grained GitHub token', 'github_pat_11ABCDEFG0123456789_abcdefghijklmnop', '[redacted-key]'],
    ['a Slack token', 'xoxb-123456789012-1234567890123-AbCdEfGhIjKlMnOp', '[redacted-key]'],
    [
      'a JWT',
      'jwt eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U end',
      'jwt [redacted-token] end',
    ],
    ['a bearer token', 'Authorization: Bearer abc.DEF-123_xyz', 'Authorization: [redacted-secret]'],
    ['a bare bearer token', 'sent Bearer abcDEF123456 upstream', 'sent Bearer [redacted-token] upstream'],
    ['a basic credential', 'Basic dXNlcjpwYXNzd29yZA==', 'Basic [redacted-token]'],
    [
      'a JSON api_key',
      '{"api_key": "hunter2hunter2", "model": "gpt-4o"}',
      '{"api_key": [redacted-secret], "model": "gpt-4o"}',
    ],
    ['a password assignment', 'password=correcthorse battery', 'password=[redacted-secret] battery'],
    [
      'an env var key',
      'export GEMINI_API_KEY=abc123def456 && run',
      'export GEMINI_API_KEY=[redacted-secret] && run',
    ],
    ['an env var token', 'ANTHROPIC_AUTH_TOKEN: "tok-1234"', 'ANTHROPIC_AUTH_TOKEN: [redacted-secret]'],
    ['a Google key header', 'x-goog-api-key: abcdef0123', 'x-goog-api-key: [redacted-secret]'],
    ['a Python repr secret', "{'client_secret': 'abc123xyz'}", "{'client_secret': [redacted-secret]}"],
    ['a cookie header', 'cookie: sid=abc; theme=dark', 'cookie: [redacted-secret]'],
    [
      'a JSON cookie',
      '{"set-cookie": "sid=abc; Path=/", "x": 1}',
      '{"set-cookie": "[redacted-secret]", "x": 1}',
    ],
    ['an opencode session id', 'sessionID=ses_4b1c2D3e4F5g6H cancel', 'sessionID=[redacted-id] cancel'],
    ['an OpenRouter generation id', 'id gen-1745001234-AbCdEfGhIj', 'id [redacted-id]'],
    [
      'a token query value outside a URL',
      'callback token=abc123&x=1',
      'callback token=[redacted-secret]&x=1',
    ],
    [
      'an AWS ARN with account and user',
      'User: arn:aws:iam::123456789012:user/alice is not authorized',
      'User: arn:aws:iam::[redacted-id] is not authorized',
    ],
    // Regression: the ARN pass needed "arn" at a word start and a plain "::", so a glued, quoted
    // or URL-encoded ARN kept its account number (classify.ts had patched it for excerpts only).
    [
      'an ARN glued to a word',
      'principalArn:aws:iam::123456789012:role/x denied',
      'principalArn:aws:iam::[redacted-id]:role/x denied',
    ],
    [
      'a URL-encoded ARN',
      'arn%3Aaws%3Aiam%3A%3A123456789012%3Arole%2Fx',
      'arn%3Aaws%3Aiam%3A%3A[redacted-id]%3Arole%2Fx',
    ],
    ['an ARN with only its account', 'arn:aws:iam::123456789012', 'arn:aws:iam::[redacted-id]'],
    [
      'a Bedrock model ARN',
      'arn:aws:bedrock:us-east-1:123456789012:inference-profile/x, retry',
      'arn:aws:bedrock:us-east-1:[redacted-id], retry',
    ],
    [
      'an Azure resource host',
      'POST https://contoso-prod.openai.azure.com/openai/deployments',
      'POST https://[redacted-id].openai.azure.com/openai/deployments',
    ],
    [
      'an OpenAI org id',
      'in organization org-uOtiSEwvUnroadaOnJJquBEC on tokens',
      'in organization [redacted-id] on tokens',
    ],
    ['a project id', 'project proj_AbCdEf123456 over limit', 'project [redacted-id] over limit'],
    ['an account id', 'acct_1A2b3C4d5E6f7G8h', '[redacted-id]'],
    [
      'an organization UUID',
      'organization (a22cf6e6-a940-4fff-8c4c-1580816ac7be) of 1,000,000',
      'organization ([redacted-id]) of 1,000,000',
    ],
    [
      'a project number',
      'Quota exceeded for project 123456789012.',
      'Quota exceeded for project [redacted-id]',
    ],
    ['a project path', 'consumer projects/123456789012 denied', 'consumer projects/[redacted-id] denied'],
    [
      'an account number',
      'billing for account 9876-5432-10 failed',
      'billing for account [redacted-id] failed',
    ],
    ['a request id prefix', '"request_id":"req_011CV2S4jxpPs7x8XWqHUiM7"', '"request_id":[redacted-id]'],
    ['a GitHub request id', '(Request ID: E942:3A5438:35DBCE:3F8F3D:69DD984', '(Request ID: [redacted-id]'],
    [
      'a request-id header',
      'x-request-id: 7f3c2a9e-0000-1111-2222-333344445555',
      'x-request-id: [redacted-id]',
    ],
    ['an email', 'user alice.smith+dev@example.co.uk is not allowed', 'user [redacted-email] is not allowed'],
    ['an IPv4 address', 'connect ECONNREFUSED 10.0.12.7:443', 'connect ECONNREFUSED [redacted-ip]:443'],
    ['a macOS home path', 'open /Users/alice/project/.env failed', 'open ~/project/.env failed'],
    ['a Linux home path', 'at /home/bob/.config/app.json', 'at ~/.config/app.json'],
    ['a Windows home path', String.raw`C:\Users\Carol\AppData\x.log`, String.raw`~/AppData\x.log`],
    ['a JSON-escaped Windows home path', String.raw`"C:\\Users\\Carol\\AppData"`, '"~/AppData"'],
    ['a long hex run', 'sha 0123456789abcdef0123456789abcdef01234567 ok', 'sha [redacted-secret] ok'],
    ['a random base64 run', 'session Zm9vYmFyYmF6cXV4MTIzNDU2Nzg5MA== ok', 'session [redacted-secret] ok'],
    [
      'URL credentials',
      'https://user:pa55@proxy.example.com:8080/x',
      'https://[redacted-secret]@proxy.example.com:8080/x',
    ],
  ])('redacts %s', (_label, input, expected) => {
    expect(redact(input)).toBe(expected);
  });

  it.each([
    ['model ids', 'model: claude-3-5-sonnet-20241022 not found'],
    ['quota ids', 'quotaId GenerateRequestsPerDayPerProjectPerModel-FreeTier'],
    ['error type names', 'rate_limit_error overloaded_error RESOURCE_EXHAUSTED SELF_SIGNED_CERT_IN_CHAIN'],
    ['env var names', 'set CLAUDE_CODE_MAX_OUTPUT_TOKENS or GOOGLE_GENAI_USE_VERTEXAI'],
    [
      'docs URLs',
      'see https://aka.ms/oai/quotaincrease and https://platform.openai.com/docs/guides/error-codes/api-errors',
    ],
    ['status codes and counts', 'Error 429: Limit 30000, Used 29937, Requested 385 (1,000,000 tokens)'],
    ['error codes in JSON', '{"code": 429, "status": "RESOURCE_EXHAUSTED", "type": "insufficient_quota"}'],
    [
      'prose about accounts and keys',
      "This request would exceed your account's rate limit. Invalid API key · Please run /login",
    ],
    [
      'key=value diagnostics',
      'service=llm providerID=openai modelID=gpt-5-nano reason=ProviderModelNotFoundError',
    ],
    ['dates and times', 'resets at 2025-11-12T13:00:00Z or try again in 5 days'],
    ['token counts', 'max_tokens: 4096, input_tokens=5000, tokens per min (TPM): Limit 30000'],
    ['env var names without values', 'GEMINI_API_KEY environment variable not found'],
  ])('keeps %s', (_label, input) => {
    expect(redact(input)).toBe(input);
  });

  it('is idempotent', () => {
    const once = redact('key sk-ant-api03-abcdefghij1234 org-AbCdEf123456 /Users/dan/x a@b.io');
    expect(redact(once)).toBe(once);
  });
});

describe('safeExcerpt', () => {
  it('joins sanitized fragments with a bar', () => {
    expect(safeExcerpt(['Error: 429', '  rate_limit_\n    error  '])).toBe('Error: 429 | rate_limit_error');
  });

  it('hides the Docker Compose service name before each log line, wherever the lines were joined', () => {
    const log = [
      'acme-billing-worker-1  | 2026-03-02 10:00:01 ERROR openai.RateLimitError: 429',
      'acme-billing-worker-1  | retrying in 2s',
    ].join('\n');
    const out = sanitizeText(log);
    expect(out).not.toContain('acme-billing');
    expect(out).toContain('[redacted-id] | 2026-03-02 10:00:01 ERROR openai.RateLimitError: 429');
    expect(
      sanitizeText('acme-billing-worker-1  | retrying in 2s\\nacme-billing-worker-1  | done'),
    ).not.toContain('acme-billing');
    // A name inside a line is no prefix.
    expect(sanitizeText('see acme-billing-worker | for details')).toBe(
      'see acme-billing-worker | for details',
    );
  });

  it('gives null when nothing is left', () => {
    expect(safeExcerpt([])).toBeNull();
    expect(safeExcerpt(['', '   \n\t'])).toBeNull();
  });

  it('truncates to the bound with an ellipsis', () => {
    const excerpt = safeExcerpt(['word '.repeat(200)]);
    expect(excerpt).not.toBeNull();
    expect(excerpt?.length).toBeLessThanOrEqual(SAFE_EXCERPT_MAX);
    expect(excerpt?.endsWith('…')).toBe(true);
  });

  it('never ends on half a surrogate pair', () => {
    const excerpt = safeExcerpt(['😀'.repeat(400)]) ?? '';
    expect(excerpt.length).toBeLessThanOrEqual(SAFE_EXCERPT_MAX);
    expect(/[\ud800-\udbff]…$/.test(excerpt)).toBe(false);
  });

  it('redacts a key before the cut can split it', () => {
    const key = 'sk-ant-api03-ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789abcdefghij';
    const excerpt = safeExcerpt([`${'x '.repeat(130)}${key}`]) ?? '';
    expect(excerpt).not.toContain('sk-ant');
    expect(excerpt).not.toContain('ABCDEFGHIJ');
  });

  it('redacts secrets inside JSON-escaped JSON', () => {
    const inner = JSON.stringify({
      error: { message: 'bad key sk-proj-Zz9Yy8Xx7Ww6Vv5Uu4Tt3', org: 'org-Q1w2E3r4T5y6' },
    });
    const excerpt = safeExcerpt([JSON.stringify({ message: inner })]) ?? '';
    expect(excerpt).not.toContain('Zz9Yy8');
    expect(excerpt).not.toContain('Q1w2E3');
    expect(excerpt).toContain('bad key');
  });

  it('drops the continuation of a key wrapped at the terminal edge', () => {
    const excerpt =
      safeExcerpt(['Invalid key sk-ant-api03-AbCdEf123456\n    GhIjKl7890MnOp please log in']) ?? '';
    expect(excerpt).not.toContain('GhIjKl');
    expect(excerpt).toContain('please log in');
  });

  it('rejoins an org id the terminal hard-wrapped at its edge', () => {
    const line = '429 Rate limit reached for gpt-4o in organization org-uOtiSEwvUnroadaOnJJquBEC on tokens';
    const wrapped = `${line.slice(0, 60)}\n${line.slice(60)}`;
    const excerpt = safeExcerpt([wrapped]) ?? '';
    expect(excerpt).not.toContain('uOtiSEw');
    expect(excerpt).not.toContain('JJquBEC');
  });

  it('keeps pretty-printed JSON and wrapped prose readable', () => {
    expect(safeExcerpt(['{\n  "error": {\n    "code": 400,\n    "status": "INVALID_ARGUMENT"\n  }\n}'])).toBe(
      '{ "error": { "code": 400, "status": "INVALID_ARGUMENT" } }',
    );
    expect(safeExcerpt(['I will now create the files and write the code for the Tetris\n  game.'])).toBe(
      'I will now create the files and write the code for the Tetris game.',
    );
  });

  it('reads a bounded amount of huge input', () => {
    const excerpt = safeExcerpt(Array.from({ length: 100 }, () => 'a'.repeat(100_000)));
    expect(excerpt === null || excerpt.length <= SAFE_EXCERPT_MAX).toBe(true);
  });
});

// ---------------------------------------------------------------------------------------------
// Properties: generated secrets at random positions never survive.

const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const HEX = '0123456789abcdef';
const B64URL = `${ALNUM}_-`;
/**
 * A random run of the alphabet, like key material: never eight of one character in a row (that is
 * padding or a separator, which the long-run judgement rightly keeps; fast-check's bias makes such
 * runs often, and a secret cut inside one left an unredacted "AAAAAAAAAAAA").
 */
const chars = (alphabet: string, min: number, max: number) =>
  fc
    .string({ unit: fc.constantFrom(...alphabet), minLength: min, maxLength: max })
    .filter((s) => !/(.)\1{7}/.test(s));
/** A random run that is never all letters or all digits, like real key material. */
const mixed = (alphabet: string, min: number, max: number) =>
  fc
    .tuple(
      chars(alphabet, min, max),
      fc.constantFrom(...'0123456789'),
      fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz'),
    )
    .map(([s, d, l]) => `${d}${s}${l}`);
const userName = fc
  .tuple(
    fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz'),
    chars('abcdefghijklmnopqrstuvwxyz0123456789._-', 2, 14),
  )
  .map(([a, b]) => a + b)
  .filter((n) => !/[._-]$/.test(n));

interface Planted {
  /** Text that carries the secret, including any words that introduce it. */
  text: string;
  /** The value that must not survive. */
  secret: string;
}

const planted: fc.Arbitrary<Planted> = fc.oneof(
  mixed(B64URL, 40, 90).map((s) => ({ text: `sk-ant-api03-${s}`, secret: `sk-ant-api03-${s}` })),
  mixed(B64URL, 20, 60).map((s) => ({ text: `sk-proj-${s}`, secret: `sk-proj-${s}` })),
  mixed(ALNUM, 32, 48).map((s) => ({ text: `sk-${s}`, secret: `sk-${s}` })),
  chars(B64URL, 35, 35).map((s) => ({ text: `AIza${s}`, secret: `AIza${s}` })),
  chars('ABCDEFGHIJKLMNOPQRSTUVWXYZ234567', 16, 16).map((s) => ({ text: `AKIA${s}`, secret: `AKIA${s}` })),
  fc
    .tuple(fc.constantFrom('ghp_', 'gho_', 'ghu_', 'ghs_'), chars(ALNUM, 36, 36))
    .map(([p, s]) => ({ text: p + s, secret: p + s })),
  chars(`${ALNUM}_`, 60, 82).map((s) => ({ text: `github_pat_${s}`, secret: `github_pat_${s}` })),
  fc
    .tuple(chars('0123456789', 10, 13), chars(ALNUM, 24, 24))
    .map(([n, s]) => ({ text: `xoxb-${n}-${s}`, secret: `xoxb-${n}-${s}` })),
  fc.tuple(chars(B64URL, 10, 40), chars(B64URL, 10, 60), chars(B64URL, 20, 43)).map(([a, b, c]) => ({
    text: `eyJ${a}.eyJ${b}.${c}`,
    secret: `eyJ${a}.eyJ${b}.${c}`,
  })),
  mixed(`${ALNUM}._~-`, 16, 60).map((s) => ({ text: `Authorization: Bearer ${s}`, secret: s })),
  mixed(ALNUM, 12, 40).map((s) => ({ text: `Bearer ${s}`, secret: s })),
  mixed(ALNUM, 10, 30).map((s) => ({ text: `"api_key": "${s}"`, secret: s })),
  mixed(ALNUM, 10, 30).map((s) => ({ text: `password=${s}`, secret: s })),
  mixed(ALNUM, 10, 30).map((s) => ({ text: `https://example.com/v1/x?key=${s}&alt=json`, secret: s })),
  mixed(ALNUM, 20, 28).map((s) => ({ text: `org-${s}`, secret: `org-${s}` })),
  chars(ALNUM, 20, 28).map((s) => ({ text: `in organization org-${s}X`, secret: `org-${s}X` })),
  mixed(ALNUM, 16, 28).map((s) => ({ text: `proj_${s}`, secret: `proj_${s}` })),
  mixed(ALNUM, 14, 24).map((s) => ({ text: `acct_${s}`, secret: `acct_${s}` })),
  mixed(ALNUM, 20, 28).map((s) => ({ text: `req_${s}`, secret: `req_${s}` })),
  mixed(ALNUM, 8, 36).map((s) => ({ text: `"request_id": "${s}"`, secret: s })),
  fc
    .tuple(
      fc.constantFrom('organization', 'project', 'account', 'Project ID', 'organization id:'),
      chars('0123456789', 6, 14),
    )
    .map(([w, n]) => ({ text: `${w} ${n}`, secret: n })),
  chars('0123456789', 8, 14).map((n) => ({ text: `projects/${n}/locations`, secret: n })),
  fc.uuid().map((u) => ({ text: `organization (${u})`, secret: u })),
  fc.uuid().map((u) => ({ text: u, secret: u })),
  fc.tuple(chars('0123456789', 12, 12), userName).map(([acct, n]) => ({
    text: `arn:aws:iam::${acct}:user/${n}`,
    secret: acct,
  })),
  // The ARN's account in the spellings real logs use: glued to a word, quoted, encoded, cased.
  fc
    .tuple(
      chars('0123456789', 12, 12),
      fc.constantFrom(
        'principalArn:aws:iam::#:role/x',
        'arn:AWS:sts::#:assumed-role/A/b',
        'arn%3Aaws%3Aiam%3A%3A#%3Arole%2Fx',
        '{\\"arn\\": \\"arn:aws:iam::#:role/x\\"}',
        'arn:aws:iam::\\"#\\":x',
      ),
    )
    .map(([acct, form]) => ({ text: form.replace('#', acct), secret: acct })),
  // Real addresses: RFC 5322 allows "{a}@b.io", nobody uses it.
  fc
    .emailAddress()
    .filter((e) => /^[A-Za-z0-9._%+-]+@/.test(e))
    .map((e) => ({ text: `user ${e} denied`, secret: e })),
  fc
    .tuple(fc.nat(255), fc.nat(255), fc.nat(255), fc.nat(255))
    .map((p) => ({ text: `host ${p.join('.')}`, secret: p.join('.') })),
  chars(HEX, 24, 64).map((h) => ({ text: h, secret: h })),
  // Key material is uniformly random: no bias toward zero bytes (base64 'AAAA…').
  fc.noBias(fc.uint8Array({ minLength: 18, maxLength: 48 })).map((b) => {
    const s = Buffer.from(b).toString('base64');
    return { text: s, secret: s };
  }),
  userName.map((n) => ({ text: `/Users/${n}/code/app.ts`, secret: `/Users/${n}` })),
  userName.map((n) => ({ text: `/home/${n}/.config`, secret: `/home/${n}` })),
  userName.map((n) => ({ text: `C:\\Users\\${n}\\AppData`, secret: `Users\\${n}` })),
);

const WORDS = [
  'Error:',
  'API',
  '429',
  '500',
  'rate',
  'limit',
  'rate_limit_error',
  'overloaded',
  'quota',
  'exceeded',
  'for',
  'your',
  'the',
  'request',
  'key',
  'token',
  'please',
  'try',
  'again',
  'later.',
  '{"type":"error",',
  '"message":',
  '}',
  '(',
  ')',
  ',',
  ':',
  '|',
  '-',
  '✗',
  '⎿',
  '\n',
  '\n    ',
  '  ',
  '\t',
  'failed',
  'model',
  'claude',
  'gpt-4o',
];
const filler = fc.array(fc.constantFrom(...WORDS), { maxLength: 12 }).map((w) => w.join(' '));

type Form = 'plain' | 'quoted' | 'json' | 'double-json' | 'wrapped' | 'glued';
const form = fc.constantFrom<Form>('plain', 'quoted', 'json', 'double-json', 'wrapped', 'glued');

/** Embeds the planted text in filler in one of the forms evidence takes. */
function embed(p: Planted, before: string, after: string, how: Form, cut: number): string {
  switch (how) {
    case 'plain':
      return `${before} ${p.text} ${after}`;
    case 'quoted':
      return `${before} "${p.text}". ${after}`;
    case 'glued':
      return `${before}(${p.text}),${after}`;
    case 'json':
      return JSON.stringify({ error: { message: `${before} ${p.text} ${after}` } });
    case 'double-json':
      return JSON.stringify({ message: JSON.stringify({ error: `${before} ${p.text} ${after}` }) });
    case 'wrapped': {
      // The terminal edge falls somewhere inside the secret.
      const at = 1 + (cut % Math.max(1, p.secret.length - 1));
      const wrapped = `${p.secret.slice(0, at)}\n    ${p.secret.slice(at)}`;
      return `${before} ${p.text.replace(p.secret, () => wrapped)} ${after}`;
    }
  }
}

/** Property runs; raise with FC_RUNS for a longer hunt. */
const RUNS = Number(process.env.FC_RUNS ?? 3000);

const occurrences = (haystack: string, needle: string): number => haystack.split(needle).length - 1;

describe('safeExcerpt: properties', () => {
  it('lets no generated secret survive, in any position or form, and respects the bound', () => {
    fc.assert(
      fc.property(planted, filler, filler, form, fc.nat(), (p, before, after, how, cut) => {
        const text = embed(p, before, after, how, cut);
        const context = `${before} ${after}`;
        for (const out of [sanitizeText(text), safeExcerpt([before, text, after]) ?? '']) {
          expect(occurrences(out, p.secret)).toBeLessThanOrEqual(occurrences(context, p.secret));
        }
        const excerpt = safeExcerpt([text]);
        expect(excerpt === null || excerpt.length <= SAFE_EXCERPT_MAX).toBe(true);
      }),
      { numRuns: RUNS },
    );
  });

  it('leaves no long piece of a wrapped secret behind', () => {
    fc.assert(
      fc.property(planted, filler, fc.nat(), (p, before, cut) => {
        const at = 1 + (cut % Math.max(1, p.secret.length - 1));
        const head = p.secret.slice(0, at);
        const tail = p.secret.slice(at);
        const out = sanitizeText(`${before} ${p.text.replace(p.secret, () => `${head}\n    ${tail}`)} done`);
        for (const piece of [head, tail]) {
          if (piece.length >= 12 && !before.includes(piece)) expect(out).not.toContain(piece);
        }
      }),
      { numRuns: RUNS },
    );
  });

  it('leaves no long piece of a secret behind when the terminal hard-wraps the line', () => {
    fc.assert(
      fc.property(planted, filler, fc.integer({ min: 40, max: 160 }), (p, before, width) => {
        const line = `${before.replace(/\s+/g, ' ')} ${p.text} done`;
        const rows: string[] = [];
        for (let i = 0; i < line.length; i += width) rows.push(line.slice(i, i + width));
        const out = sanitizeText(rows.join('\n'));
        // The pieces of the secret the wrap produced, each as it appears on its row.
        const start = line.indexOf(p.secret);
        for (let i = start; i < start + p.secret.length; i = (Math.floor(i / width) + 1) * width) {
          const piece = line.slice(i, Math.min(start + p.secret.length, (Math.floor(i / width) + 1) * width));
          if (piece.length >= 12 && !before.includes(piece)) expect(out).not.toContain(piece);
        }
      }),
      { numRuns: RUNS },
    );
  });

  it('never throws and stays bounded on arbitrary text', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 400 }), { maxLength: 6 }), (fragments) => {
        const excerpt = safeExcerpt(fragments);
        expect(excerpt === null || (excerpt.length > 0 && excerpt.length <= SAFE_EXCERPT_MAX)).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });
});

// ---------------------------------------------------------------------------------------------
// The real dev set: no must_not_leak string survives.

interface DevSample {
  id: string;
  envelope: { evidence: Array<Record<string, unknown>> };
  expected: { must_not_leak?: string[] };
}

/**
 * The real-evidence dev set: RECOURSE_DEV_SET, else the shared original (secrets intact, so the
 * leak checks bite), else the repository's redacted copy.
 */
const SHARED_DEV_SET = new URL('../../../shared/fixtures/real-evidence/dev.jsonl', import.meta.url);
const DEV_SET =
  process.env.RECOURSE_DEV_SET ??
  (existsSync(SHARED_DEV_SET)
    ? SHARED_DEV_SET
    : new URL('../../catalogue/fixtures/real-dev.jsonl', import.meta.url));
const devSamples: DevSample[] = readFileSync(DEV_SET, 'utf8')
  .trim()
  .split('\n')
  .map((line) => JSON.parse(line) as DevSample);

function textsOf(sample: DevSample): string[] {
  const texts: string[] = [];
  for (const item of sample.envelope.evidence) {
    for (const key of ['text', 'message'] as const) {
      const v = item[key];
      if (typeof v === 'string') texts.push(v);
    }
    for (const key of ['body', 'data', 'event', 'headers'] as const) {
      const v = item[key];
      if (v !== undefined) texts.push(typeof v === 'string' ? v : JSON.stringify(v));
    }
  }
  return texts;
}

describe('safeExcerpt on the real dev set', () => {
  const leaky = devSamples.filter((s) => (s.expected.must_not_leak ?? []).length > 0);

  it('reads secrets to hide from the raw shared set (the redacted copy lists none)', () => {
    expect(leaky.length > 0).toBe(String(DEV_SET).endsWith('real-evidence/dev.jsonl'));
  });

  it.each(devSamples.map((s) => [s.id, s] as const))(
    'keeps %s within the bound and hides its must_not_leak strings',
    (_id, sample) => {
      const texts = textsOf(sample);
      const excerpt = safeExcerpt(texts);
      expect(excerpt === null || excerpt.length <= SAFE_EXCERPT_MAX).toBe(true);
      const outputs = [
        excerpt ?? '',
        ...texts.map(sanitizeText),
        ...texts.map((t) => safeExcerpt([t]) ?? ''),
      ];
      for (const secret of sample.expected.must_not_leak ?? []) {
        for (const out of outputs) expect(out).not.toContain(secret);
      }
    },
  );
});
