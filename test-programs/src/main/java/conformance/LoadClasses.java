package conformance;

/**
 * Loads and initializes each class named in the arguments through the application class loader
 * and prints, per class, "ok" or the class of what was thrown (and of its cause). JdkModulesTest
 * runs it with one public exported class of every module of the JDK image, on the host and in jvsim.
 */
public class LoadClasses {
    public static void main(String[] args) {
        ClassLoader app = LoadClasses.class.getClassLoader();
        for (String name : args) {
            try {
                Class.forName(name, true, app);
                System.out.println(name + ": ok");
            } catch (Throwable t) {
                System.out.println(name + ": " + t.getClass().getName() + (t.getCause() == null ? "" : " caused by " + t.getCause().getClass().getName()));
            }
        }
    }
}
