package pa;

/** Another subclass of Base: not a subclass of AccessPkg. */
public class Other extends Base { }
