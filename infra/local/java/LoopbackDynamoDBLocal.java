// DynamoDB Local bound to 127.0.0.1 only. Its command line has no bind option and its Jetty server
// (DynamoDBProxyServer) listens on every interface; this launcher builds the server from the same
// command-line arguments, sets the host of its connectors to the loopback address, then starts it.
// Run with Java's single-file source launcher (infra/local/dynamodb.ts); needs a JDK, else the plain
// jar is started. It also exits when its standard input closes, so that it never outlives its parent.
//
// It also keeps DynamoDB Local from parsing the table's schema again for every item it reads or
// writes (SchemaCachingMapper below): that parsing was about two thirds of its CPU on this service's
// table (ten GSIs), measured with bench/dynamo-local-rates.ts (docs/performance.md).
import java.io.IOException;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.AbstractMap;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.LinkedList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.eclipse.jetty.server.Connector;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;
import software.amazon.dynamodb.services.local.main.ServerRunner;
import software.amazon.dynamodb.services.local.server.DynamoDBProxyServer;
import software.amazon.dynamodb.services.local.shared.access.sqlite.SQLiteIndexElement;
import software.amazon.dynamodb.services.local.shared.access.sqlite.TableSchemaInfo;
import software.amazon.dynamodb.services.local.shared.mapper.DynamoDbObjectMapper;

public class LoopbackDynamoDBLocal {
  /**
   * DynamoDB Local reads a table's schema (a JSON blob in its SQLite metadata) and parses it with
   * Jackson, through reflective builders, in every job that reads or writes an item: about four times
   * per item written in a transaction. With ten GSIs that parse costs more than the SQLite work.
   * This mapper keeps the schema it parsed from given bytes and answers the same bytes with a copy of
   * it: every container and index element copied, the SDK's immutable model objects shared, so a
   * caller that changes its schema (table updates do, before storing the new one) changes only its
   * own copy. A schema is kept only when its copy writes back to exactly the bytes it was parsed from;
   * anything else goes to Jackson as before.
   */
  static final class SchemaCachingMapper extends DynamoDbObjectMapper {
    private static final int ENTRIES = 64;
    /** Most recently used first; a handful of tables at a time, so a scan (lengths first) is enough. */
    private final LinkedList<Map.Entry<byte[], TableSchemaInfo>> parsed = new LinkedList<>();

    @Override
    public <T> T readValue(byte[] src, Class<T> valueType) throws IOException {
      if (valueType != TableSchemaInfo.class) return super.readValue(src, valueType);
      synchronized (parsed) {
        for (Iterator<Map.Entry<byte[], TableSchemaInfo>> each = parsed.iterator(); each.hasNext(); ) {
          Map.Entry<byte[], TableSchemaInfo> entry = each.next();
          if (entry.getKey().length != src.length || !Arrays.equals(entry.getKey(), src)) continue;
          each.remove();
          parsed.addFirst(entry);
          try {
            return valueType.cast(handedOut(entry.getValue()));
          } catch (ReflectiveOperationException | IllegalArgumentException unexpected) {
            break; // copied once already when kept: parsed below instead
          }
        }
      }
      T fresh = super.readValue(src, valueType);
      try {
        TableSchemaInfo kept = (TableSchemaInfo) copied(fresh);
        if (Arrays.equals(writeValueAsBytes(handedOut(kept)), src)) {
          synchronized (parsed) {
            parsed.addFirst(new AbstractMap.SimpleImmutableEntry<>(src.clone(), kept));
            if (parsed.size() > ENTRIES) parsed.removeLast();
          }
        }
      } catch (ReflectiveOperationException | IllegalArgumentException unknown) {
        // A schema holding something this copy does not know: not kept.
      }
      return fresh;
    }

    private static final Map<Class<?>, Field[]> FIELDS = new HashMap<>();

    /**
     * What TableSchemaInfo holds in this DynamoDB Local: lists of the SDK's immutable model objects,
     * lists (and a map of lists) of SQLiteIndexElement, and a string. The only code that changes a
     * schema (SQLiteDBAccess: TTL and index updates) calls TableSchemaInfo's own setters and mapping
     * methods, which replace or add to its containers; nothing outside Jackson's parse calls a setter of
     * SQLiteIndexElement (checked in the jar's bytecode, 2026-11-26). So a copy of the containers, two
     * levels deep, with the elements shared, is as safe to hand out as the deep copy, at a fraction of
     * its cost (the deep copy was about an eighth of DynamoDB Local's CPU in an import's profile).
     */
    private static final Set<String> SCHEMA_FIELDS = Set.of(
        "attributes", "lsiList", "gsiList", "gsiDescList", "uniqueGSIIndexes", "timeToLiveAttributeName", "sqliteIndex", "uniqueIndexes");
    private static final boolean KNOWN_SHAPE = knownShape();

    private static boolean knownShape() {
      Set<String> names = new LinkedHashSet<>();
      for (Field field : fieldsOf(TableSchemaInfo.class)) {
        Class<?> type = field.getType();
        if (type != List.class && type != Map.class && type != String.class) return false;
        names.add(field.getName());
      }
      return names.equals(SCHEMA_FIELDS);
    }

    /** The copy a caller gets of a kept schema: its containers copied, their elements shared (see SCHEMA_FIELDS). */
    static Object handedOut(TableSchemaInfo kept) throws ReflectiveOperationException {
      if (!KNOWN_SHAPE) return copied(kept);
      TableSchemaInfo out = TableSchemaInfo.class.getDeclaredConstructor().newInstance();
      for (Field field : fieldsOf(TableSchemaInfo.class)) field.set(out, containersCopied(field.get(kept)));
      return out;
    }

    private static Object containersCopied(Object value) {
      if (value instanceof List<?> list) {
        List<Object> out = new ArrayList<>(list.size());
        for (Object each : list) out.add(each instanceof List<?> inner ? new ArrayList<>(inner) : each);
        return out;
      }
      if (value instanceof Map<?, ?> map) {
        Map<Object, Object> out = new LinkedHashMap<>();
        for (Map.Entry<?, ?> each : map.entrySet()) out.put(each.getKey(), each.getValue() instanceof List<?> inner ? new ArrayList<>(inner) : each.getValue());
        return out;
      }
      return value;
    }

    /** A deep copy of what a TableSchemaInfo holds; throws IllegalArgumentException on a type it does not know. */
    static Object copied(Object value) throws ReflectiveOperationException {
      // Kept schemas are copied this way once, when kept; handedOut copies them for each caller.
      if (value == null || value instanceof String || value instanceof Number || value instanceof Boolean || value instanceof Enum<?>) return value;
      // The SDK's model objects (attribute definitions, index descriptions) are immutable.
      if (value instanceof software.amazon.awssdk.core.SdkPojo) return value;
      if (value instanceof List<?> list) {
        List<Object> out = new ArrayList<>(list.size());
        for (Object each : list) out.add(copied(each));
        return out;
      }
      if (value instanceof Set<?> set) {
        Set<Object> out = new LinkedHashSet<>();
        for (Object each : set) out.add(copied(each));
        return out;
      }
      if (value instanceof Map<?, ?> map) {
        Map<Object, Object> out = new LinkedHashMap<>();
        for (Map.Entry<?, ?> each : map.entrySet()) out.put(each.getKey(), copied(each.getValue()));
        return out;
      }
      if (value instanceof TableSchemaInfo || value instanceof SQLiteIndexElement) {
        Object out = value.getClass().getDeclaredConstructor().newInstance();
        for (Field field : fieldsOf(value.getClass())) field.set(out, copied(field.get(value)));
        return out;
      }
      throw new IllegalArgumentException("a schema part of type " + value.getClass().getName());
    }

    private static Field[] fieldsOf(Class<?> type) {
      synchronized (FIELDS) {
        return FIELDS.computeIfAbsent(type, (key) -> {
          List<Field> fields = new ArrayList<>();
          for (Field field : key.getDeclaredFields()) {
            if (Modifier.isStatic(field.getModifiers())) continue;
            field.setAccessible(true);
            fields.add(field);
          }
          return fields.toArray(new Field[0]);
        });
      }
    }
  }

  /**
   * Puts one SchemaCachingMapper in the static MAPPER fields of the two classes that parse schemas.
   * They are `static final`, so only Unsafe can set them; done before the server starts, before any
   * code that reads them is compiled. If this DynamoDB Local has other fields, nothing changes.
   */
  static void cacheSchemas() {
    if ("off".equals(System.getProperty("cms.schemaCache"))) return;
    try {
      // Through reflection, so that a JDK without these methods still compiles this launcher (and
      // only runs without the cache).
      Class<?> unsafeType = Class.forName("sun.misc.Unsafe");
      Field theUnsafe = unsafeType.getDeclaredField("theUnsafe");
      theUnsafe.setAccessible(true);
      Object unsafe = theUnsafe.get(null);
      Method base = unsafeType.getMethod("staticFieldBase", Field.class);
      Method offset = unsafeType.getMethod("staticFieldOffset", Field.class);
      Method put = unsafeType.getMethod("putObject", Object.class, long.class, Object.class);
      DynamoDbObjectMapper mapper = new SchemaCachingMapper();
      String[] owners = {
        "software.amazon.dynamodb.services.local.shared.access.sqlite.SQLiteDBAccessJob",
        "software.amazon.dynamodb.services.local.shared.access.sqlite.SQLiteDBAccess",
      };
      Field[] fields = new Field[owners.length];
      for (int i = 0; i < owners.length; i++) {
        Class<?> owner = Class.forName(owners[i], true, LoopbackDynamoDBLocal.class.getClassLoader());
        fields[i] = owner.getDeclaredField("MAPPER");
        if (fields[i].getType() != DynamoDbObjectMapper.class || !Modifier.isStatic(fields[i].getModifiers())) throw new NoSuchFieldException("MAPPER");
      }
      for (Field field : fields) put.invoke(unsafe, base.invoke(unsafe, field), offset.invoke(unsafe, field), mapper);
    } catch (Throwable error) {
      System.err.println("DynamoDB Local runs without the schema cache: " + error);
    }
  }

  public static void main(String[] args) throws Exception {
    cacheSchemas();
    DynamoDBProxyServer proxy = ServerRunner.createServerFromCommandLineArgs(args);
    Field field = DynamoDBProxyServer.class.getDeclaredField("server");
    field.setAccessible(true);
    Server server = (Server) field.get(proxy);
    for (Connector connector : server.getConnectors()) ((ServerConnector) connector).setHost("127.0.0.1");
    // The parent holds our standard input open: when it goes, however it went, so does this server.
    Thread watcher = new Thread(() -> {
      try {
        while (System.in.read() != -1) {}
      } catch (java.io.IOException ignored) {
      }
      System.exit(0);
    });
    watcher.setDaemon(true);
    watcher.start();
    proxy.start();
    proxy.join();
  }
}
