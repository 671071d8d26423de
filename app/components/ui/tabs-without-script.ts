/**
 * The style sheet the root layout puts in a <noscript> (so it applies only where scripting
 * is off). In the reset's layer, because only a rule there outweighs its important `[hidden]`.
 */
export const TABS_WITHOUT_SCRIPT =
  "@layer base{.tab-list{display:none!important}.tab-panel[hidden],.tab-panel{display:block!important}.tab-panel-heading{display:block!important}}";
