package conformance;

import java.io.PrintWriter;
import java.nio.charset.Charset;
import java.util.ArrayList;
import java.util.List;
import java.util.ServiceLoader;
import java.util.spi.ToolProvider;

/**
 * ServiceLoader over JDK services: providers of the JDK's own modules (tools, charsets, locale
 * data) and one from the class path (META-INF/services/java.util.spi.ToolProvider).
 */
public class ServiceLoading {
    /** A tool provider of this program, listed in META-INF/services. */
    public static class EchoTool implements ToolProvider {
        @Override public String name() { return "conformance-echo"; }

        @Override public int run(PrintWriter out, PrintWriter err, String... args) {
            out.println("echo " + String.join(" ", args));
            out.flush();
            return args.length;
        }
    }

    public static void main(String[] args) {
        List<String> types = new ArrayList<>();
        for (ServiceLoader.Provider<ToolProvider> p : ServiceLoader.load(ToolProvider.class).stream().toList()) types.add(p.type().getName());
        types.sort(null);
        System.out.println("tool providers: " + types);
        System.out.println("tool provider loaders: " + (ServiceLoader.load(ToolProvider.class).stream()
                .filter(p -> p.type() == EchoTool.class).count()) + " from the class path");

        ToolProvider echo = ToolProvider.findFirst("conformance-echo").orElseThrow();
        PrintWriter out = new PrintWriter(System.out);
        System.out.println("run: " + echo.run(out, out, "a", "b"));
        System.out.println("jar tool: " + ToolProvider.findFirst("jar").map(ToolProvider::name).orElse("none"));
        System.out.println("missing tool: " + ToolProvider.findFirst("no-such-tool").isPresent());

        List<String> installed = new ArrayList<>();
        for (ToolProvider t : ServiceLoader.loadInstalled(ToolProvider.class)) installed.add(t.name());
        System.out.println("installed (platform loader) tools: " + installed);

        Charset big5 = Charset.forName("Big5");
        System.out.println("charset " + big5.name() + " aliases " + new java.util.TreeSet<>(big5.aliases()) + " bytes " + "\u4e2d\u6587".getBytes(big5).length);
        System.out.println("charset supported: " + Charset.isSupported("x-IBM1047") + " " + Charset.isSupported("no-such-charset"));
    }
}
