import type { SamplePost } from '../types';
import { post as writingInPublicAsADeveloper } from './writing-in-public-as-a-developer';
import { post as validateDataAtTheBoundary } from './validate-data-at-the-boundary';
import { post as reactRouter7DataLoading } from './react-router-7-data-loading';
import { post as immutableArrayMethods } from './immutable-array-methods';
import { post as fluidTypographyWithClamp } from './fluid-typography-with-clamp';
import { post as react19ActionsAndForms } from './react-19-actions-and-forms';
import { post as estimatingFreelanceProjects } from './estimating-freelance-projects';
import { post as typescriptSatisfiesOperator } from './typescript-satisfies-operator';
import { post as designingDarkThemes } from './designing-dark-themes';
import { post as abortcontrollerCancelAnything } from './abortcontroller-cancel-anything';
import { post as codeReviewsThatHelp } from './code-reviews-that-help';
import { post as typescriptDiscriminatedUnions } from './typescript-discriminated-unions';
import { post as youMightNotNeedThatEffect } from './you-might-not-need-that-effect';
import { post as designTokensCssCustomProperties } from './design-tokens-css-custom-properties';
import { post as javascriptEventLoopExplained } from './javascript-event-loop-explained';

/** Built-in sample posts, newest first. */
export const samplePosts: SamplePost[] = [
  writingInPublicAsADeveloper,
  validateDataAtTheBoundary,
  reactRouter7DataLoading,
  immutableArrayMethods,
  fluidTypographyWithClamp,
  react19ActionsAndForms,
  estimatingFreelanceProjects,
  typescriptSatisfiesOperator,
  designingDarkThemes,
  abortcontrollerCancelAnything,
  codeReviewsThatHelp,
  typescriptDiscriminatedUnions,
  youMightNotNeedThatEffect,
  designTokensCssCustomProperties,
  javascriptEventLoopExplained,
];
