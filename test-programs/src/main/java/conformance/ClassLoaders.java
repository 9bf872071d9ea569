package conformance;

import java.io.InputStream;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.util.Collections;
import java.util.List;

/** The built-in class loaders: who defines which class, delegation, and lookups through a loader. */
public class ClassLoaders {
    static class Nested { }

    interface Act { Object run() throws Exception; }

    static void show(String what, Act a) {
        try {
            System.out.println(what + ": " + a.run());
        } catch (Exception e) {
            System.out.println(what + ": " + e.getClass().getName() + ": " + e.getMessage());
        }
    }

    static String name(ClassLoader l) {
        return l == null ? "bootstrap" : l.getName() + " " + l.getClass().getName();
    }

    public static void main(String[] args) throws Exception {
        ClassLoader app = ClassLoaders.class.getClassLoader();
        ClassLoader platform = ClassLoader.getPlatformClassLoader();
        System.out.println("this class: " + name(app));
        System.out.println("parent: " + name(app.getParent()));
        System.out.println("grandparent: " + name(app.getParent().getParent()));
        System.out.println("system loader is app: " + (ClassLoader.getSystemClassLoader() == app));
        System.out.println("platform loader is parent: " + (platform == app.getParent()));
        System.out.println("context loader is app: " + (Thread.currentThread().getContextClassLoader() == app));
        System.out.println("nested class: " + name(Nested.class.getClassLoader()));
        System.out.println("lambda class: " + name(((Runnable) () -> { }).getClass().getClassLoader()));
        System.out.println("array class: " + name(ClassLoaders[].class.getClassLoader()) + ", " + name(int[].class.getClassLoader()));
        System.out.println("String: " + name(String.class.getClassLoader()));
        System.out.println("java.util.List: " + name(List.class.getClassLoader()));
        System.out.println("java.sql.Date: " + name(java.sql.Date.class.getClassLoader()));
        System.out.println("java.sql.Date[][]: " + name(java.sql.Date[][].class.getClassLoader()));
        System.out.println("unnamed module of app: " + (ClassLoaders.class.getModule() == app.getUnnamedModule()) + " named " + ClassLoaders.class.getModule().isNamed());
        System.out.println("package: " + ClassLoaders.class.getPackage().getName() + " " + ClassLoaders.class.getPackageName());

        show("forName app", () -> Class.forName("conformance.ClassLoaders$Nested", false, app).getName());
        show("forName app of JDK class", () -> Class.forName("java.util.ArrayList", false, app).getName());
        show("forName app of platform class", () -> name(Class.forName("java.sql.Time", false, app).getClassLoader()));
        show("forName boot of JDK class", () -> Class.forName("java.lang.Integer", false, null).getName());
        show("forName boot of class path class", () -> Class.forName("conformance.ClassLoaders$Nested", false, null));
        show("forName boot of platform class", () -> Class.forName("java.sql.Time", false, null));
        show("forName platform of platform class", () -> name(Class.forName("java.sql.Timestamp", false, platform).getClassLoader()));
        show("forName platform of class path class", () -> Class.forName("conformance.ClassLoaders", false, platform));
        show("forName array", () -> Class.forName("[Lconformance.ClassLoaders$Nested;", false, app).getName());
        show("forName primitive array", () -> Class.forName("[[I").getName());
        show("forName missing", () -> Class.forName("conformance.NoSuchClass"));
        show("forName bad name", () -> Class.forName("conformance/ClassLoaders"));
        show("loadClass app", () -> app.loadClass("conformance.ClassLoaders$Act").isInterface());
        show("loadClass app of JDK class", () -> app.loadClass("java.util.HashMap") == java.util.HashMap.class);
        show("loadClass app missing", () -> app.loadClass("conformance.Missing"));
        show("loadClass platform of JDK class", () -> platform.loadClass("java.lang.String") == String.class);
        show("loadClass platform of platform class", () -> platform.loadClass("java.sql.Date") == java.sql.Date.class);
        show("loadClass platform of class path class", () -> platform.loadClass("conformance.ClassLoaders"));

        show("cast message", () -> (String) (Object) new java.sql.Date(0));
        show("cast message app", () -> (Runnable) (Object) new Nested());

        show("resource", () -> {
            URL u = app.getResource("conformance/data/resource-data.txt");
            return u.getProtocol() + " " + u.getPath().endsWith("/conformance/data/resource-data.txt");
        });
        show("resource via class", () -> ClassLoaders.class.getResource("data/settings.properties").getPath().endsWith("conformance/data/settings.properties"));
        show("resource absolute via class", () -> ClassLoaders.class.getResource("/conformance/data/settings.properties") != null);
        show("system resource", () -> ClassLoader.getSystemResource("conformance/data/resource-data.txt") != null);
        show("resource of class file", () -> app.getResource("conformance/ClassLoaders.class").getPath().endsWith("conformance/ClassLoaders.class"));
        show("resources count", () -> Collections.list(app.getResources("conformance/data/resource-data.txt")).size());
        show("missing resource", () -> app.getResource("conformance/data/missing.txt"));
        show("missing stream", () -> ClassLoaders.class.getResourceAsStream("nothing-here"));
        show("platform loader resource", () -> platform.getResource("conformance/data/resource-data.txt"));
        show("stream", () -> {
            try (InputStream in = app.getResourceAsStream("conformance/data/resource-data.txt")) {
                return new String(in.readAllBytes(), StandardCharsets.UTF_8).lines().count();
            }
        });
        show("class file bytes", () -> {
            try (InputStream in = ClassLoaders.class.getResourceAsStream("ClassLoaders$Nested.class")) {
                byte[] b = in.readAllBytes();
                return Integer.toHexString(((b[0] & 0xff) << 24) | ((b[1] & 0xff) << 16) | ((b[2] & 0xff) << 8) | (b[3] & 0xff));
            }
        });
        show("JDK class file resource", () -> Object.class.getResource("Object.class").toString());

        java.security.ProtectionDomain pd = ClassLoaders.class.getProtectionDomain();
        System.out.println("code source: " + pd.getCodeSource().getLocation().getProtocol() + " " + pd.getCodeSource().getLocation().getPath().endsWith("/target/classes/")
                + " shared " + (pd == Nested.class.getProtectionDomain()) + " lambda " + (pd == ((Runnable) () -> { }).getClass().getProtectionDomain())
                + " loader " + (pd.getClassLoader() == app) + " signers " + pd.getCodeSource().getCodeSigners());
        System.out.println("JDK code sources: " + String.class.getProtectionDomain().getCodeSource() + " " + java.sql.Date.class.getProtectionDomain().getCodeSource().getLocation());
    }
}
