import { CfnGuardrail, CfnGuardrailVersion } from 'aws-cdk-lib/aws-bedrock';
import { Construct } from 'constructs';

/**
 * Filter strengths: strong on the model's output (a coaching tip never carries violence, method
 * information or sexual content), gentler on the person's input, where a disclosure of abuse or
 * dark thoughts is the reason they came; an intervention is answered as a crisis by the coach and
 * as a check-in by the classification tier, so a too-strict input filter would turn ordinary sport
 * words into crisis screens.
 */
const CONTENT_FILTERS: CfnGuardrail.ContentFilterConfigProperty[] = [
  { type: 'VIOLENCE', inputStrength: 'MEDIUM', outputStrength: 'HIGH' },
  { type: 'MISCONDUCT', inputStrength: 'MEDIUM', outputStrength: 'HIGH' },
  { type: 'HATE', inputStrength: 'LOW', outputStrength: 'HIGH' },
  { type: 'INSULTS', inputStrength: 'LOW', outputStrength: 'HIGH' },
  { type: 'SEXUAL', inputStrength: 'MEDIUM', outputStrength: 'HIGH' },
  // Output strength must be NONE for prompt attacks (they are an input-only filter).
  { type: 'PROMPT_ATTACK', inputStrength: 'MEDIUM', outputStrength: 'NONE' },
];

const DENIED_TOPICS: CfnGuardrail.TopicConfigProperty[] = [
  {
    name: 'SelfHarmMethods',
    type: 'DENY',
    definition:
      'Information on how to end one’s life or harm oneself: methods, means, doses, heights, places or ways to hide it.',
    examples: [
      'How many pills would it take to not wake up?',
      'Which bridge is high enough?',
      'What is the best way to cut without anyone noticing?',
    ],
  },
  {
    name: 'ViolenceAgainstOthers',
    type: 'DENY',
    definition: 'Plans, methods or encouragement for hurting, attacking or killing another person.',
    examples: ['How do I hurt him so it does not show?', 'Where can I get a gun to use on my coach?'],
  },
];

/**
 * The Amazon Bedrock Guardrail passed on every Converse call (the coach's and the safety
 * classification tier's), with a published version so a deployment pins what it was tested with.
 */
export class SafetyGuardrail extends Construct {
  readonly guardrail: CfnGuardrail;
  readonly version: CfnGuardrailVersion;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.guardrail = new CfnGuardrail(this, 'Guardrail', {
      name: `${this.node.addr.slice(0, 12)}-briefs-safety`,
      description: 'B.R.I.E.F.S coaching: no self-harm methods, no violence; strict on the model output.',
      blockedInputMessaging: 'This message needs a different kind of support than a coaching tip.',
      blockedOutputsMessaging: 'This answer was withheld.',
      contentPolicyConfig: { filtersConfig: CONTENT_FILTERS },
      topicPolicyConfig: { topicsConfig: DENIED_TOPICS },
    });
    this.version = new CfnGuardrailVersion(this, 'Version', {
      guardrailIdentifier: this.guardrail.attrGuardrailId,
      description: 'Pinned by the stack',
    });
  }

  get id(): string {
    return this.guardrail.attrGuardrailId;
  }

  get arn(): string {
    return this.guardrail.attrGuardrailArn;
  }

  get versionNumber(): string {
    return this.version.attrVersion;
  }
}
