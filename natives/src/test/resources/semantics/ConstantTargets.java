import java.lang.invoke.MethodHandles;

/** Members that Ldc's method handle constants name, and bootstrap methods of its dynamic constants. */
public class ConstantTargets {
    public String name = "targets";

    public ConstantTargets() { }

    public static int twice(int x) { return 2 * x; }

    public String hello(String who) { return "hello " + who + " from " + name; }

    public static int bootstraps;

    public static String label(MethodHandles.Lookup lookup, String name, Class<?> type, int n, String suffix) {
        bootstraps++;
        return name + ":" + n + suffix + " as " + type.getSimpleName() + " for " + lookup.lookupClass().getName();
    }

    public static int answer(MethodHandles.Lookup lookup, String name, Class<?> type) { return 42; }

    public static String nested(MethodHandles.Lookup lookup, String name, Class<?> type, Object inner) { return "[" + inner + "]"; }

    public static Object fail(MethodHandles.Lookup lookup, String name, Class<?> type) {
        throw new IllegalStateException("no constant " + name);
    }

    public static Object wrongType(MethodHandles.Lookup lookup, String name, Class<?> type) { return 17; }
}
