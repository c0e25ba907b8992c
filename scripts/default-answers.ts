// Prints, as JSON keyed by API path, the answers the prerendered public pages are rendered with
// (src/domain/public-pages.ts, `prerenderedAnswers`): what a server with default settings and no
// environment answers. Run by scripts/prerender.mjs through tsx; the server compares its own
// answers with these before it sends such a page (src/server/http/web-pages.ts).
import { SECURITY_INFO_PATH } from '../src/domain/public-pages';
import { securityInfoSchema } from '../src/domain/security-info';
import { defaultSecurityFacts } from '../src/server/security-info/security-facts';

const answers = { [SECURITY_INFO_PATH]: securityInfoSchema.parse(defaultSecurityFacts()) };
process.stdout.write(JSON.stringify(answers));
