// How the server process is started, by `npm start` and by the benchmarks (so they measure what runs).
//
// --max-semi-space-size: V8's young generation may grow to 32 MB semi-spaces, more than it allows
// itself by default, so the short-lived objects of each request (query rows, answers, headers) are
// collected in fewer scavenges. Measured with bench:api-open-jobs: about 12% more requests per second
// (64 MB gained nothing more); the young generation then takes up to about 100 MB.
export const SERVER_NODE_ARGS = ['--max-semi-space-size=32', '--import', 'tsx'];
