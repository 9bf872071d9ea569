package jvsim.model;

/**
 * Runs inside the VM in place of the one place of java.management that looks a module up in the
 * boot layer (which jvsim does not create: every class is in its loader's unnamed module).
 */
public final class ManagementModules {
    private ManagementModules() {}

    /**
     * ManagementFactoryHelper.LoggingMXBeanAccess.loadLoggingClass(name): the java.logging class of
     * that name, not initialized, or null without it (Class.forName(Module, String) on the module
     * java.logging of the boot layer; the boot loader defines java.logging's classes).
     */
    public static Class<?> loadLoggingClass(String name) {
        try {
            return Class.forName(name, false, null);
        } catch (ClassNotFoundException e) {
            return null;
        }
    }
}
