/*
 * The full SAT's pages in one lazy module: once the list or intro has loaded,
 * the runner is already on the device (an offline start still works), and
 * the three do not split the modules they share with the section runner
 * into extra chunks on its cold path.
 */
export { default as FullSatRoute } from "./full-sat"
export { default as FullSatIntroRoute } from "./full-sat-intro"
export { default as FullSatRunRoute } from "./full-sat-run"
