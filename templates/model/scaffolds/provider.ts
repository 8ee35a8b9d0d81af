import type { CollectionScaffold } from '../../../cli/kit/define-collection';

/**
 * A new cloud provider guide (/cloud/<slug>): every field a TODO, in the shape the guide needs
 * (the list lengths are the ones it shows). The build refuses a guide that still holds one.
 */
export const providerScaffold: CollectionScaffold = {
  kind: 'provider',
  next: 'Replace every TODO in it: until then the build refuses it and names each one.',
  text: ({
    slug,
    title,
  }) => `# A new cloud provider guide (/cloud/${slug}). Replace every TODO: the build refuses a guide that
# still has one. The list lengths are the ones the guide needs; content/cloud/aws.yaml is a finished example.
slug: "${slug}"
name: "${title}"
title: TODO title
metaDescription: TODO metaDescription
icon: "${slug}"
headline: TODO headline
subheadline: TODO subheadline
heroStats:
  savings: TODO heroStats.savings
  timeReduction: TODO heroStats.timeReduction
  reliability: TODO heroStats.reliability
secondaryCTA:
  text: TODO secondaryCTA.text
  description: TODO secondaryCTA.description
  url: TODO secondaryCTA.url
rightFitChecklist:
  - TODO rightFitChecklist 1
  - TODO rightFitChecklist 2
  - TODO rightFitChecklist 3
  - TODO rightFitChecklist 4
  - TODO rightFitChecklist 5
notRightIfChecklist:
  - TODO notRightIfChecklist 1
  - TODO notRightIfChecklist 2
  - TODO notRightIfChecklist 3
  - TODO notRightIfChecklist 4
platformOverview:
  strengths:
    - TODO platformOverview.strengths 1
    - TODO platformOverview.strengths 2
    - TODO platformOverview.strengths 3
    - TODO platformOverview.strengths 4
    - TODO platformOverview.strengths 5
  limitations:
    - TODO platformOverview.limitations 1
    - TODO platformOverview.limitations 2
    - TODO platformOverview.limitations 3
    - TODO platformOverview.limitations 4
  bestFor: TODO platformOverview.bestFor
  avoidIf: TODO platformOverview.avoidIf
pricingTraps:
  title: TODO pricingTraps.title
  traps:
    - trap: TODO pricingTraps.traps 1.trap
      impact: TODO pricingTraps.traps 1.impact
      solution: TODO pricingTraps.traps 1.solution
    - trap: TODO pricingTraps.traps 2.trap
      impact: TODO pricingTraps.traps 2.impact
      solution: TODO pricingTraps.traps 2.solution
    - trap: TODO pricingTraps.traps 3.trap
      impact: TODO pricingTraps.traps 3.impact
      solution: TODO pricingTraps.traps 3.solution
    - trap: TODO pricingTraps.traps 4.trap
      impact: TODO pricingTraps.traps 4.impact
      solution: TODO pricingTraps.traps 4.solution
architecturePattern:
  approach: TODO architecturePattern.approach
  keyComponents:
    - TODO architecturePattern.keyComponents 1
    - TODO architecturePattern.keyComponents 2
    - TODO architecturePattern.keyComponents 3
    - TODO architecturePattern.keyComponents 4
    - TODO architecturePattern.keyComponents 5
    - TODO architecturePattern.keyComponents 6
  migrationPath:
    - TODO architecturePattern.migrationPath 1
    - TODO architecturePattern.migrationPath 2
    - TODO architecturePattern.migrationPath 3
    - TODO architecturePattern.migrationPath 4
caseStudy:
  situation: TODO caseStudy.situation
  challenge: TODO caseStudy.challenge
  solution: TODO caseStudy.solution
  results:
    - TODO caseStudy.results 1
    - TODO caseStudy.results 2
    - TODO caseStudy.results 3
    - TODO caseStudy.results 4
actionPlan:
  title: TODO actionPlan.title
  steps:
    - step: TODO actionPlan.steps 1.step
      description: TODO actionPlan.steps 1.description
      timeframe: TODO actionPlan.steps 1.timeframe
    - step: TODO actionPlan.steps 2.step
      description: TODO actionPlan.steps 2.description
      timeframe: TODO actionPlan.steps 2.timeframe
    - step: TODO actionPlan.steps 3.step
      description: TODO actionPlan.steps 3.description
      timeframe: TODO actionPlan.steps 3.timeframe
faqs:
  - question: TODO faqs 1.question
    answer: TODO faqs 1.answer
  - question: TODO faqs 2.question
    answer: TODO faqs 2.answer
  - question: TODO faqs 3.question
    answer: TODO faqs 3.answer
  - question: TODO faqs 4.question
    answer: TODO faqs 4.answer
  - question: TODO faqs 5.question
    answer: TODO faqs 5.answer
`,
};
