import {
  OperationNodeTransformer,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type PrimitiveValueListNode,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
  type ValueNode,
} from "kysely";

/** better-sqlite3 binds no booleans: true and false are stored as 1 and 0. */
export const toSqliteValue = (value: unknown) => (typeof value === "boolean" ? (value ? 1 : 0) : value);

class BooleanToInteger extends OperationNodeTransformer {
  protected override transformValue(node: ValueNode): ValueNode {
    return { ...super.transformValue(node), value: toSqliteValue(node.value) };
  }
  protected override transformPrimitiveValueList(node: PrimitiveValueListNode): PrimitiveValueListNode {
    return { ...super.transformPrimitiveValueList(node), values: node.values.map(toSqliteValue) };
  }
}

/**
 * better-sqlite3 cannot bind JavaScript booleans: this plugin writes them as 1 and 0, so the same query code runs on
 * SQLite and on PostgreSQL (which has a real boolean type).
 */
export class SqliteBooleanPlugin implements KyselyPlugin {
  readonly #transformer = new BooleanToInteger();

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return this.#transformer.transformNode(args.node);
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result;
  }
}
