/**
 * Where alarms go: one SNS topic per stack, which every alarm of the stack (its nested stacks
 * included) notifies when it goes into ALARM and when it is OK again. The wiring is an aspect over the
 * whole construct tree, not a line beside each alarm, so an alarm added later cannot be left without
 * an action (test/infra/monitoring.test.ts checks the template). `-c alarmEmail=` subscribes an address;
 * docs/operations.md shows how to add a chat or pager subscription to the topic.
 */
import { type IAspect, Aspects, Stack } from 'aws-cdk-lib';
import { Alarm } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { Topic, type ITopic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { Construct, type IConstruct } from 'constructs';

export interface AlarmTopicProps {
  /** Subscribed by email (the address confirms once, from the message SNS sends it). */
  readonly email?: string;
}

export class AlarmTopic extends Construct {
  readonly topic: Topic;

  constructor(scope: Construct, id: string, props: AlarmTopicProps = {}) {
    super(scope, id);
    // Not encrypted: CloudWatch alarms cannot publish to a topic under the AWS-managed SNS key, and
    // alarm messages hold names and figures, no content or personal data.
    this.topic = new Topic(this, 'Topic', { displayName: 'CMS alarms', enforceSSL: true });
    if (props.email) this.topic.addSubscription(new EmailSubscription(props.email));
    // The whole stack, nested stacks included, wherever the topic itself was made.
    Aspects.of(Stack.of(this)).add(new NotifyOnEveryAlarm(this.topic));
  }
}

/** Adds the topic as the ALARM and OK action of every alarm under the scope it is applied to. */
export class NotifyOnEveryAlarm implements IAspect {
  private readonly done = new WeakSet<Alarm>();

  constructor(private readonly topic: ITopic) {}

  visit(node: IConstruct): void {
    if (!(node instanceof Alarm) || this.done.has(node)) return;
    this.done.add(node);
    const action = new SnsAction(this.topic);
    node.addAlarmAction(action);
    node.addOkAction(action);
  }
}
