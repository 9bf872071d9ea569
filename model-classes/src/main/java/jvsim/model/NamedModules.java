package jvsim.model;

/**
 * Runs inside the VM where the JDK looks named modules up in the boot layer, which jvsim does not
 * create (System.initPhase2 is not run: every class is in its loader's unnamed module).
 */
public final class NamedModules {
    private NamedModules() {}

    /**
     * ModuleLayer.boot(): a layer without modules (none is named in the VM), so that code probing
     * the boot layer for an optional module (findModule) finds none instead of failing on null.
     */
    public static ModuleLayer boot() {
        return ModuleLayer.empty();
    }

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
