// DynamoDB Local bound to 127.0.0.1 only. Its command line has no bind option and its Jetty server
// (DynamoDBProxyServer) listens on every interface; this launcher builds the server from the same
// command-line arguments, sets the host of its connectors to the loopback address, then starts it.
// Run with Java's single-file source launcher (infra/local/dynamodb.ts); needs a JDK, else the plain
// jar is started. It also exits when its standard input closes, so that it never outlives its parent.
import java.lang.reflect.Field;
import org.eclipse.jetty.server.Connector;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;
import software.amazon.dynamodb.services.local.main.ServerRunner;
import software.amazon.dynamodb.services.local.server.DynamoDBProxyServer;

public class LoopbackDynamoDBLocal {
  public static void main(String[] args) throws Exception {
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
